import {
  DOMAIN_LOOKS,
  domainInputSchema,
  SITE_SETTINGS_LIMITS,
  type DomainLook,
  type DomainCheckFailure,
  type SiteDomain,
  type SiteSettings,
} from '@copytrade/contracts/site-settings';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  DeleteOutlined,
  GlobalOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { Button, Form, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList, type DataColumn } from '@/components/data-list';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { useSiteConfig } from '@/lib/site-config';
import {
  useAddDomain,
  useCheckDomain,
  useRemoveDomain,
  useSetDomainLook,
  useSetPrimaryDomain,
} from '../api/site-settings';
import { schemaRule } from '../utils/form';
import { Section } from './section';
import styles from './domains-tab.module.css';

/** A check's outcome as the row shows it: OK or failed (with why), and when; "not checked yet" before. */
function CheckState({
  domain,
  failure,
}: {
  domain: SiteDomain;
  failure: DomainCheckFailure | null | undefined;
}) {
  const { t } = useTranslation();
  if (domain.checkedAt === null)
    return <span className={styles.muted}>{t('siteSettings.domains.notChecked')}</span>;
  const when = formatDate(domain.checkedAt, 'YYYY-MM-DD HH:mm:ss');
  return domain.checkOk ? (
    <span className={styles.ok} data-testid={`check-${domain.domain}`}>
      <CheckCircleFilled aria-hidden /> {t('siteSettings.domains.ok')}
      <span className={styles.when}>{when}</span>
    </span>
  ) : (
    <span className={styles.failed} data-testid={`check-${domain.domain}`}>
      <CloseCircleFilled aria-hidden /> {t('siteSettings.domains.failed')}
      {failure ? <span className={styles.reason}>{t(`siteSettings.domains.failure.${failure}`)}</span> : null}
      <span className={styles.when}>{when}</span>
    </span>
  );
}

/** What a domain shows: the site's own look, a template, or the hash-mode site (community sites only). */
function LookSelect({ domain }: { domain: SiteDomain }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const setLook = useSetDomainLook();
  const options = [
    { value: 'own', label: t('siteSettings.domains.look.own') },
    ...DOMAIN_LOOKS.map((look) => ({ value: look, label: t(`siteSettings.domains.look.${look}`) })),
  ];
  return (
    <Select
      size="small"
      className={styles.look}
      value={domain.look ?? 'own'}
      options={options}
      loading={setLook.isPending}
      aria-label={t('siteSettings.domains.look.label', { domain: domain.domain })}
      onChange={(value: string) =>
        setLook.mutate(
          { id: domain.id, look: value === 'own' ? null : (value as DomainLook) },
          {
            onSuccess: () =>
              void message.success(t('siteSettings.domains.look.saved', { domain: domain.domain })),
            onError: (error) => void message.error(error.message),
          },
        )
      }
    />
  );
}

/**
 * Domains the site answers on: add one (checked as a host name, unique across sites, at most 20), check
 * that the site answers on it (one request; OK or failed, with the time), make it the primary domain,
 * remove it after a confirmation (never the last one; removing the one this page is on asks twice).
 */
export function DomainsTab({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation();
  // MAM sites have one look (their back office); a community site may show another look per domain.
  const looks = useSiteConfig().siteType !== 5;
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<{ domain: string }>();
  const add = useAddDomain();
  const check = useCheckDomain();
  const remove = useRemoveDomain();
  const primary = useSetPrimaryDomain();
  /** Why the last check of each domain failed (this visit only; the server keeps OK / failed and the time). */
  const [failures, setFailures] = useState<Record<number, DomainCheckFailure | null>>({});
  const domains = settings.domains;
  const full = domains.length >= SITE_SETTINGS_LIMITS.DOMAINS_PER_SITE;
  const fail = (error: Error) => void message.error(error.message);

  const onAdd = ({ domain }: { domain: string }) =>
    add.mutate(domain, {
      onSuccess: () => {
        form.resetFields();
        void message.success(t('siteSettings.domains.added'));
      },
      onError: (error) => {
        if (isApiError(error))
          form.setFields([{ name: 'domain', errors: [error.fieldErrors[0]?.message ?? error.message] }]);
        else fail(error);
      },
    });

  const onCheck = (domain: SiteDomain) =>
    check.mutate(domain.id, {
      onSuccess: (result) => {
        setFailures((old) => ({ ...old, [domain.id]: result.failure }));
        if (result.checkOk)
          void message.success(t('siteSettings.domains.checkOk', { domain: domain.domain }));
        else void message.warning(t('siteSettings.domains.checkFailed', { domain: domain.domain }));
      },
      onError: fail,
    });

  const columns: DataColumn<SiteDomain>[] = [
    {
      key: 'domain',
      title: t('siteSettings.domains.domain'),
      render: (row) => (
        <span className={styles.domain}>
          <span className={styles.name}>{row.domain}</span>
          {row.primary ? <Tag color="gold">{t('siteSettings.domains.primary')}</Tag> : null}
          {row.current ? <Tag color="blue">{t('siteSettings.domains.current')}</Tag> : null}
        </span>
      ),
    },
    ...(looks
      ? [
          {
            key: 'look',
            title: t('siteSettings.domains.look.title'),
            render: (row: SiteDomain) => <LookSelect domain={row} />,
          },
        ]
      : []),
    {
      key: 'check',
      title: t('siteSettings.domains.check'),
      render: (row) => <CheckState domain={row} failure={failures[row.id]} />,
    },
    {
      key: 'added',
      title: t('siteSettings.domains.added_at'),
      render: (row) => <span className={styles.muted}>{formatDate(row.createTime, 'YYYY-MM-DD')}</span>,
    },
    {
      key: 'actions',
      title: t('siteSettings.domains.actions'),
      align: 'right',
      desktopOnly: true,
      render: (row) => actions(row),
    },
  ];

  function actions(row: SiteDomain) {
    const last = domains.length <= 1;
    return (
      <Space size={4} wrap className={styles.actions}>
        <Button
          size="small"
          icon={<SafetyCertificateOutlined aria-hidden />}
          loading={check.isPending && check.variables === row.id}
          onClick={() => onCheck(row)}
        >
          {t('siteSettings.domains.checkNow')}
        </Button>
        {!row.primary ? (
          <Button
            size="small"
            icon={<StarOutlined aria-hidden />}
            loading={primary.isPending && primary.variables === row.domain}
            onClick={() => primary.mutate(row.domain, { onError: fail })}
          >
            {t('siteSettings.domains.makePrimary')}
          </Button>
        ) : null}
        <Popconfirm
          title={t(
            row.current ? 'siteSettings.domains.removeCurrentConfirm' : 'siteSettings.domains.removeConfirm',
            {
              domain: row.domain,
            },
          )}
          okText={t('siteSettings.domains.remove')}
          okButtonProps={{ danger: true }}
          disabled={last}
          onConfirm={() => remove.mutate(row.id, { onError: fail })}
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={last}
            title={last ? t('siteSettings.domains.lastOne') : undefined}
            aria-label={t('siteSettings.domains.removeNamed', { domain: row.domain })}
          >
            {t('siteSettings.domains.remove')}
          </Button>
        </Popconfirm>
      </Space>
    );
  }

  return (
    <Section
      id="site-domains"
      icon={<GlobalOutlined aria-hidden />}
      title={t('siteSettings.tabs.domains')}
      note={t('siteSettings.domains.note')}
    >
      <Form form={form} layout="inline" onFinish={onAdd} className={styles.addForm} requiredMark={false}>
        <Form.Item
          name="domain"
          className={styles.addField}
          rules={[schemaRule(domainInputSchema, locale)]}
          extra={
            full ? t('siteSettings.domains.full', { max: SITE_SETTINGS_LIMITS.DOMAINS_PER_SITE }) : undefined
          }
        >
          <Input
            aria-label={t('siteSettings.domains.new')}
            placeholder={t('siteSettings.domains.placeholder')}
            spellCheck={false}
            autoComplete="off"
            disabled={full}
          />
        </Form.Item>
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined aria-hidden />}
            loading={add.isPending}
            disabled={full}
          >
            {t('siteSettings.domains.add')}
          </Button>
        </Form.Item>
      </Form>
      <DataList
        label={t('siteSettings.tabs.domains')}
        rows={domains}
        columns={columns}
        rowKey={(row) => row.id}
        footer={actions}
      />
      <p className={styles.hint}>{t('siteSettings.domains.hint')}</p>
    </Section>
  );
}
