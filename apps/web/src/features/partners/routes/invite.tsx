import type { InvitedUser, RebateRecord } from '@copytrade/contracts/partners';
import { formatMoney } from '@copytrade/contracts/number-format';
import { GiftOutlined, ShareAltOutlined, UserAddOutlined } from '@ant-design/icons';
import { Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { useSiteConfig } from '@/lib/site-config';
import { useInviteInfo, useInvitedUsers } from '../api/invite';
import { useCommissionInfo, useRebateRecords } from '../api/partner-data';
import { DateCell, Money } from '../components/cells';
import type { DataColumn } from '@/components/data-list';
import { EmptyState } from '@/components/page-states';
import { PagedList } from '../components/paged-list';
import { StatFigures } from '../components/stat-figures';
import styles from '../components/partners.module.css';

type InviteTab = 'inviteClient' | 'rebate';

/** The invite code and link with copy buttons, and a ready-made share text. */
function InviteCard() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const info = useInviteInfo();
  if (info.isError) return <LoadError message={info.error.message} onRetry={() => void info.refetch()} />;
  if (!info.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const { inviteCode, inviteLink, invitedCount, partnerState, levelName } = info.data;
  const copyTips = [t('common.copy'), t('common.copied')];
  const shareText = t('partners.invite.shareText', { brand: site.brandName, link: inviteLink });
  return (
    <section className={styles.inviteCard} aria-label={t('partners.invite.cardLabel')}>
      <div className={styles.inviteRow}>
        <span className={styles.inviteLabel}>{t('partners.invite.code')}</span>
        <Typography.Text
          className={`${styles.inviteValue} ${styles.inviteCode}`}
          copyable={{ text: inviteCode, tooltips: copyTips }}
        >
          {inviteCode}
        </Typography.Text>
      </div>
      <div className={styles.inviteRow}>
        <span className={styles.inviteLabel}>{t('partners.invite.link')}</span>
        <Typography.Text className={styles.inviteValue} copyable={{ text: inviteLink, tooltips: copyTips }}>
          {inviteLink}
        </Typography.Text>
      </div>
      <div className={styles.inviteRow}>
        <span className={styles.inviteLabel}>
          <ShareAltOutlined aria-hidden /> {t('partners.invite.share')}
        </span>
        <Typography.Paragraph
          className={styles.inviteValue}
          copyable={{ text: shareText, tooltips: copyTips }}
          style={{ marginBottom: 0 }}
        >
          {shareText}
        </Typography.Paragraph>
      </div>
      <div className={styles.inviteRow}>
        <span className={styles.inviteLabel}>{t('partners.invite.invited')}</span>
        <span>{t('partners.invite.invitedCount', { count: invitedCount })}</span>
        {partnerState === 'partner' ? (
          <Tag color="gold" variant="filled">
            {t('partners.invite.partnerTag', { level: levelName ?? '—' })}
          </Tag>
        ) : null}
      </div>
    </section>
  );
}

function InvitedList() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = useInvitedUsers(paging);
  const columns: DataColumn<InvitedUser>[] = [
    {
      key: 'nickname',
      title: t('partners.invite.nickname'),
      render: (row) => row.nickname || `ID ${row.userId}`,
    },
    {
      key: 'registeredAt',
      title: t('partners.invite.registeredAt'),
      render: (row) => <DateCell value={row.registeredAt} />,
    },
  ];
  return (
    <>
      <h2 className={styles.sectionTitle}>{t('partners.invite.listTitle')}</h2>
      <PagedList
        list={list}
        columns={columns}
        rowKey={(row) => row.userId}
        label={t('partners.invite.listTitle')}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
        empty={
          <EmptyState
            icon={<UserAddOutlined aria-hidden />}
            title={t('partners.invite.empty')}
            hint={t('partners.invite.emptyHint')}
          />
        }
      />
    </>
  );
}

function RebateView() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const totals = useCommissionInfo();
  const list = useRebateRecords(paging);
  const columns: DataColumn<RebateRecord>[] = [
    { key: 'time', title: t('partners.rebate.time'), render: (row) => <DateCell value={row.createdAt} /> },
    { key: 'customer', title: t('partners.rebate.customer'), render: (row) => row.customerNickname },
    {
      key: 'source',
      title: t('partners.rebate.source'),
      render: (row) => (
        <Tag color={row.source === 'subscription' ? 'geekblue' : 'purple'} variant="filled">
          {t(`partners.source.${row.source}`)}
        </Tag>
      ),
    },
    {
      key: 'fee',
      title: t('partners.rebate.fee'),
      align: 'right',
      render: (row) => <Money value={row.fee} />,
    },
    { key: 'rate', title: t('partners.rebate.rate'), align: 'right', render: (row) => `${row.rate}%` },
    {
      key: 'rebate',
      title: t('partners.rebate.rebate'),
      align: 'right',
      render: (row) => <span className={styles.gain}>+{formatMoney(row.rebate)}</span>,
    },
  ];
  return (
    <>
      {totals.data ? (
        <StatFigures
          items={[
            { key: 'total', title: t('partners.stats.total'), value: <Money value={totals.data.total} /> },
            {
              key: 'month',
              title: t('partners.stats.thisMonth'),
              value: <Money value={totals.data.thisMonth} />,
            },
          ]}
        />
      ) : null}
      <PagedList
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        label={t('partners.rebate.title')}
        page={paging.page}
        pageSize={paging.pageSize}
        onPage={(page, pageSize) => setPaging({ page, pageSize })}
        empty={
          <EmptyState
            icon={<GiftOutlined aria-hidden />}
            title={t('partners.rebate.empty')}
            hint={t('partners.rebate.emptyHint')}
          />
        }
      />
    </>
  );
}

/**
 * personalCenter/:id/invite/inviteClient and .../invite/rebate (spec 2): my invite code and link with the
 * people who registered with it, and the rebates I earned from their fees, as two tabs that are paths.
 */
export function InvitePage({ tab }: { tab: InviteTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeading title={t('partners.invite.title')} meta={t('partners.invite.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(`../${key}`, { relative: 'path' })}
        destroyOnHidden
        items={[
          {
            key: 'inviteClient',
            label: t('partners.invite.tabs.inviteClient'),
            children: (
              <>
                <InviteCard />
                <InvitedList />
              </>
            ),
          },
          { key: 'rebate', label: t('partners.invite.tabs.rebate'), children: <RebateView /> },
        ]}
      />
    </>
  );
}

export function InviteClientRoute() {
  return <InvitePage tab="inviteClient" />;
}

export function RebateRoute() {
  return <InvitePage tab="rebate" />;
}
