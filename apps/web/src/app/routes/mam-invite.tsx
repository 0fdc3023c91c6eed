import { CrownOutlined } from '@ant-design/icons';
import { Skeleton, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Money } from '@/components/cells';
import { PageHeading } from '@/components/page-heading';
import { QueryView } from '@/components/query-view';
import { useCommissionInfo, usePartnerInfo } from '@/features/partners/api/partner-data';
import { StatFigures } from '@/features/partners/components/stat-figures';
import { InviteCard, InvitedList, RebateView } from '@/features/partners/routes/invite';
import { formatDate } from '@/lib/format';
import { useListParams } from '@/lib/use-paged-query';
import styles from './mam-pages.module.css';

/** The partner's standing over the rebate figures, or the figures alone for anyone not (yet) a partner. */
function InviteFigures() {
  const { t } = useTranslation();
  const totals = useCommissionInfo();
  const partner = usePartnerInfo();
  return (
    <QueryView query={totals} loading={<Skeleton active paragraph={{ rows: 2 }} />}>
      {(figures) => (
        <>
          {partner.data ? (
            <p className={styles.partnerLine}>
              <Tag color="gold" icon={<CrownOutlined />} variant="filled">
                {t('mamShell.invite.partner', { level: partner.data.levelName ?? '—' })}
              </Tag>
              {partner.data.rate === null ? null : (
                <span>{t('mamShell.invite.rate', { rate: partner.data.rate })}</span>
              )}
              {partner.data.since === null ? null : (
                <span className={styles.muted}>
                  {t('mamShell.invite.since', { date: formatDate(partner.data.since, 'YYYY-MM-DD') })}
                </span>
              )}
            </p>
          ) : null}
          <StatFigures
            items={[
              { key: 'total', title: t('partners.stats.total'), value: <Money value={figures.total} /> },
              {
                key: 'month',
                title: t('partners.stats.thisMonth'),
                value: <Money value={figures.thisMonth} />,
              },
              { key: 'customers', title: t('partners.stats.customers'), value: figures.customers },
              { key: 'paying', title: t('partners.stats.payingCustomers'), value: figures.payingCustomers },
            ]}
          />
        </>
      )}
    </QueryView>
  );
}

type InviteTab = 'friends' | 'rebates';

/**
 * /user/invite (traders): the invite code and link with the people who registered with it, the rebates
 * earned from their fees, and for a partner his level and rate (infoOfPartner). The tab is `?tab=rebates`.
 */
export function MamInviteRoute() {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const tab: InviteTab = params.get('tab') === 'rebates' ? 'rebates' : 'friends';
  return (
    <>
      <PageHeading title={t('mamShell.menu.invite')} meta={t('mamShell.invite.subtitle')} />
      <InviteFigures />
      <Tabs
        className={styles.tabs}
        activeKey={tab}
        onChange={(key) => setParam('tab', key === 'rebates' ? key : undefined)}
        destroyOnHidden
        items={[
          {
            key: 'friends',
            label: t('partners.invite.tabs.inviteClient'),
            children: (
              <>
                <InviteCard />
                <InvitedList />
              </>
            ),
          },
          { key: 'rebates', label: t('partners.invite.tabs.rebate'), children: <RebateView /> },
        ]}
      />
    </>
  );
}
