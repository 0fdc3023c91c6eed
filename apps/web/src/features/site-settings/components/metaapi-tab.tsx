import {
  metaApiRegionSchema,
  updateMetaApiSettingsBodySchema,
  type MetaApiSettings,
} from '@copytrade/contracts/connections';
import { translate } from '@copytrade/contracts/messages';
import { CloudServerOutlined, KeyOutlined, PoweroffOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Form, Input, Tag, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { zodOptionalRule, zodRule } from '@/lib/zod-rule';
import { useMetaApiSettings, useUpdateMetaApiSettings } from '../api/metaapi-settings';
import { applySectionErrors } from '../utils/form';
import { SaveBar, Section } from './section';
import styles from './tabs.module.css';

type Values = { token: string; region: string };
const FIELDS = ['token', 'region'] as const;
/** What the operator installs on the server (docs/metaapi.md, "Enabling MetaApi"). */
const SDK_INSTALL = 'npm install metaapi.cloud-sdk';
const METAAPI_TERMS = 'https://metaapi.cloud/terms';

/**
 * MetaApi cloud (issue 16): the site's own MetaApi token, with which the bind dialog offers "Through
 * MetaApi". Shows whether a token is set (its last four characters only), whether the server has the SDK
 * the operator must install, and how many accounts use it; a new token and the region are saved together
 * (an empty token keeps the current one); turning it off asks first and is refused while accounts use it.
 */
export function MetaApiTab() {
  const settings = useMetaApiSettings();
  return (
    <QueryView query={settings} loading={<ListSkeleton rows={6} />}>
      {(data) => <MetaApiPanel settings={data} />}
    </QueryView>
  );
}

function MetaApiPanel({ settings }: { settings: MetaApiSettings }) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const update = useUpdateMetaApiSettings();
  const inUse = settings.accounts > 0;

  const failed = (error: Error) => {
    if (isApiError(error) && applySectionErrors(form, error, FIELDS)) {
      void message.error(t('siteSettings.fixFields'));
      return;
    }
    void message.error(error.message);
  };

  const save = (values: Values) => {
    const token = values.token.trim();
    update.mutate(
      { ...(token ? { token } : {}), region: values.region.trim() },
      {
        onSuccess: (saved) => {
          // The token is never shown again: the field empties, the hint shows its last four characters.
          form.setFieldsValue({ token: '', region: saved.region });
          void message.success(t('siteSettings.metaApi.saved'));
        },
        onError: failed,
      },
    );
  };

  const confirmOff = () =>
    void modal.confirm({
      title: t('siteSettings.metaApi.turnOffTitle'),
      content: t('siteSettings.metaApi.turnOffConfirm'),
      okText: t('siteSettings.metaApi.turnOffOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      centered: true,
      onOk: () =>
        update
          .mutateAsync({ clear: true, region: settings.region })
          .then((saved) => {
            form.setFieldsValue({ token: '', region: saved.region });
            void message.success(t('siteSettings.metaApi.turnedOff'));
          })
          .catch((error: unknown) => failed(error instanceof Error ? error : new Error(String(error)))),
    });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ token: '', region: settings.region }}
      onFinish={save}
    >
      <Section
        id="site-metaapi"
        icon={<CloudServerOutlined aria-hidden />}
        title={t('siteSettings.metaApi.title')}
        note={t('siteSettings.metaApi.note')}
      >
        {settings.sdkInstalled ? null : (
          <Alert
            className={styles.contrastAlert}
            type="warning"
            showIcon
            data-testid="metaapi-sdk-warning"
            title={t('siteSettings.metaApi.sdkWarningTitle')}
            description={
              <>
                <p className={styles.alertText}>{t('siteSettings.metaApi.sdkWarning')}</p>
                <Typography.Paragraph
                  className={styles.command}
                  copyable={{ text: SDK_INSTALL, tooltips: [t('common.copy'), t('common.copied')] }}
                >
                  <code>{SDK_INSTALL}</code>
                </Typography.Paragraph>
                <p className={styles.alertText}>
                  <Trans
                    i18nKey="siteSettings.metaApi.sdkTerms"
                    values={{ terms: METAAPI_TERMS }}
                    components={{ terms: <a href={METAAPI_TERMS} target="_blank" rel="noreferrer" /> }}
                  />
                </p>
              </>
            }
          />
        )}
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          data-testid="metaapi-status"
          items={[
            {
              key: 'state',
              label: t('siteSettings.metaApi.status'),
              children: settings.configured ? (
                <Tag color="green" variant="filled">
                  {t('siteSettings.metaApi.configured')}
                </Tag>
              ) : (
                <Tag variant="filled">{t('siteSettings.metaApi.notConfigured')}</Tag>
              ),
            },
            {
              key: 'token',
              label: t('siteSettings.metaApi.token'),
              children: settings.configured ? <code>{settings.tokenHint}</code> : '-',
            },
            {
              key: 'region',
              label: t('siteSettings.metaApi.region'),
              children: settings.region || t('siteSettings.metaApi.defaultRegion'),
            },
            {
              key: 'changed',
              label: t('siteSettings.metaApi.changed'),
              children:
                settings.updateTime === null ? '-' : formatDate(settings.updateTime, 'YYYY-MM-DD HH:mm:ss'),
            },
            {
              key: 'accounts',
              label: t('siteSettings.metaApi.accounts'),
              children: String(settings.accounts),
            },
            {
              key: 'sdk',
              label: t('siteSettings.metaApi.sdk'),
              children: settings.sdkInstalled ? (
                <Tag color="green" variant="filled">
                  {t('siteSettings.metaApi.sdkInstalled')}
                </Tag>
              ) : (
                <Tag color="orange" variant="filled">
                  {t('siteSettings.metaApi.sdkMissing')}
                </Tag>
              ),
            },
          ]}
        />
        <p className={styles.muted}>
          {settings.configured
            ? inUse
              ? t('siteSettings.metaApi.inUse', { count: settings.accounts })
              : t('siteSettings.metaApi.configuredHint')
            : t('siteSettings.metaApi.notConfiguredHint')}
        </p>
      </Section>
      <Section
        id="site-metaapi-token"
        icon={<KeyOutlined aria-hidden />}
        title={t('siteSettings.metaApi.formTitle')}
        note={t('siteSettings.metaApi.formNote')}
      >
        <Form.Item
          name="token"
          label={t('siteSettings.metaApi.tokenLabel')}
          extra={t('siteSettings.metaApi.tokenHelp')}
          rules={[
            // A site without a token needs one; with one, an empty field keeps it.
            {
              required: !settings.configured,
              whitespace: true,
              message: translate(locale, 'validation.metaApi.token'),
            },
            zodOptionalRule(updateMetaApiSettingsBodySchema.shape.token, locale),
          ]}
        >
          <Input.Password
            className={`${styles.code} ${styles.narrow}`}
            autoComplete="new-password"
            spellCheck={false}
            maxLength={4096}
            placeholder={
              settings.configured
                ? t('siteSettings.metaApi.tokenPlaceholderKeep', { hint: settings.tokenHint })
                : t('siteSettings.metaApi.tokenPlaceholderNew')
            }
          />
        </Form.Item>
        <Form.Item
          name="region"
          label={t('siteSettings.metaApi.region')}
          extra={t('siteSettings.metaApi.regionHelp')}
          rules={[zodRule(metaApiRegionSchema, locale)]}
        >
          <Input
            allowClear
            spellCheck={false}
            autoComplete="off"
            maxLength={32}
            className={styles.narrow}
            placeholder={t('siteSettings.metaApi.regionPlaceholder')}
          />
        </Form.Item>
      </Section>
      <SaveBar>
        {settings.configured ? (
          <Button
            danger
            icon={<PoweroffOutlined aria-hidden />}
            disabled={inUse || update.isPending}
            title={inUse ? t('siteSettings.metaApi.inUse', { count: settings.accounts }) : undefined}
            onClick={confirmOff}
          >
            {t('siteSettings.metaApi.turnOff')}
          </Button>
        ) : null}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('siteSettings.save')}
        </Button>
      </SaveBar>
    </Form>
  );
}
