import type { InvitedUser, RebateRecord } from '@copytrade/contracts/partners';
import { formatMoney } from '@copytrade/contracts/number-format';
import { GiftOutlined, ShareAltOutlined, UserAddOutlined } from '@ant-design/icons';
import { Skeleton, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateCell, Money } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { PageHeading } from '@/components/page-heading';
import { EmptyState } from '@/components/page-states';
import { PagedList } from '@/components/paged-list';
import { QueryView } from '@/components/query-view';
import { useSiteConfig } from '@/lib/site-config';
import { useCenterPath } from '@/lib/use-center-path';
import { usePagedQuery } from '@/lib/use-paged-query';
import records from '@/components/records.module.css';
import { invitedUsersQueryOptions, useInviteInfo } from '../api/invite';
import { rebateRecordsQueryOptions, useCommissionInfo } from '../api/partner-data';
import { StatFigures } from '../components/stat-figures';
import styles from '../components/partners.module.css';

type InviteTab = 'inviteClient' | 'rebate';

/** The invite code and link with copy buttons, and a ready-made share text (also the MAM invite page's). */
export function InviteCard() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const info = useInviteInfo();
  return (
    <QueryView query={info} loading={<Skeleton active paragraph={{ rows: 3 }} />}>
      {({ inviteCode, inviteLink, invitedCount, partnerState, levelName }) => {
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
              <Typography.Text
                className={styles.inviteValue}
                copyable={{ text: inviteLink, tooltips: copyTips }}
              >
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
      }}
    </QueryView>
  );
}

export function InvitedList() {
  const { t } = useTranslation();
  const [list, paging] = usePagedQuery((page) => invitedUsersQueryOptions(page));
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
        paging={paging}
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

export function RebateView() {
  const { t } = useTranslation();
  const totals = useCommissionInfo();
  const [list, paging] = usePagedQuery((page) => rebateRecordsQueryOptions(page));
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
      render: (row) => <span className={records.gain}>+{formatMoney(row.rebate)}</span>,
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
        paging={paging}
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
  const center = useCenterPath();
  return (
    <>
      <PageHeading title={t('partners.invite.title')} meta={t('partners.invite.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(center(key as InviteTab))}
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
