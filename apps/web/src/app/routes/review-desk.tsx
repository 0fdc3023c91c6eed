import type { ReviewCounts } from '@copytrade/contracts/verification';
import {
  AuditOutlined,
  BankOutlined,
  IdcardOutlined,
  MessageOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Badge, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { AdminOnly } from '@/components/review-queue/admin-only';
import { useReviewCounts } from '@/components/review-queue/review-counts';
import { ContactReviewRoute } from '@/features/messages/routes/contact-review';
import { PartnerReviewRoute } from '@/features/partners/routes/partner-review';
import { ComplaintReviewRoute } from '@/features/payments/routes/complaint-review';
import { IdentityReviewPanel } from '@/features/verification/components/identity-review';
import { PaymentInfoReviewPanel } from '@/features/verification/components/payment-info-review';
import { WalletReviewRoute } from '@/features/wallet/routes/wallet-review';
import styles from './review-desk.module.css';

/** The desk's tabs, in the address as `?tab=`. */
export const DESK_TABS = ['identity', 'paymentInfo', 'wallet', 'complaints', 'partners', 'contact'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

function isDeskTab(value: string | null): value is DeskTab {
  return (DESK_TABS as readonly string[]).includes(value ?? '');
}

/** What waits on a tab (its badge). */
function waiting(tab: DeskTab, counts: ReviewCounts | undefined): number {
  if (!counts) return 0;
  switch (tab) {
    case 'identity':
      return counts.identity;
    case 'paymentInfo':
      return counts.paymentInfo;
    case 'wallet':
      return counts.recharges + counts.withdrawals;
    case 'complaints':
      return counts.complaints;
    case 'partners':
      return counts.partnerApplications;
    case 'contact':
      return counts.contactMessages;
  }
}

const ICONS: Record<DeskTab, ReactNode> = {
  identity: <IdcardOutlined aria-hidden />,
  paymentInfo: <BankOutlined aria-hidden />,
  wallet: <AuditOutlined aria-hidden />,
  complaints: <WarningOutlined aria-hidden />,
  partners: <TeamOutlined aria-hidden />,
  contact: <MessageOutlined aria-hidden />,
};

const PANES: Record<DeskTab, () => ReactNode> = {
  identity: () => <IdentityReviewPanel />,
  paymentInfo: () => <PaymentInfoReviewPanel />,
  wallet: () => <WalletReviewRoute />,
  complaints: () => <ComplaintReviewRoute />,
  partners: () => <PartnerReviewRoute />,
  contact: () => <ContactReviewRoute />,
};

function Desk() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: DeskTab = isDeskTab(requested) ? requested : 'identity';
  const counts = useReviewCounts();
  const total = DESK_TABS.reduce((sum, tab) => sum + waiting(tab, counts.data), 0);

  return (
    <>
      <PageHeading
        title={t('reviewDesk.title')}
        meta={counts.data ? t('reviewDesk.waiting', { count: total }) : t('reviewDesk.subtitle')}
      />
      <Tabs
        className={styles.tabs}
        activeKey={active}
        destroyOnHidden
        onChange={(key) => {
          // The tab's lists start afresh: their pages and filters belong to the tab left.
          setParams({ tab: key }, { replace: true });
          // Another tab's decisions change the badges: read them again on every switch.
          void counts.refetch();
        }}
        items={DESK_TABS.map((tab) => {
          const count = waiting(tab, counts.data);
          return {
            key: tab,
            label: (
              <span className={styles.label}>
                {ICONS[tab]}
                {t(`reviewDesk.tabs.${tab}`)}
                <Badge
                  count={count}
                  overflowCount={99}
                  size="small"
                  aria-label={t('reviewDesk.badge', { count })}
                />
              </span>
            ),
            children: <div className={styles.pane}>{PANES[tab]()}</div>,
          };
        })}
      />
    </>
  );
}

/**
 * personalCenter/:id/reviewDesk: the site admin's one review desk. A tab per kind of review (real-name,
 * payment information, recharges and withdrawals, complaints, partner applications, contact messages),
 * each with the number waiting as its badge; the open tab is in the address (`?tab=`). Anyone else gets a
 * "not allowed" page and no call is made (the server refuses them too).
 */
export function ReviewDeskRoute() {
  const { t } = useTranslation();
  return (
    <AdminOnly title={t('reviewDesk.noAccess')} hint={t('reviewDesk.noAccessHint')}>
      <Desk />
    </AdminOnly>
  );
}
