import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { NoticeSettingsCard } from '@/features/messages/components/notice-settings';
import { TradeSettingsCard } from '@/features/settings/components/trade-settings-card';
import styles from './setting-deal.module.css';

/**
 * personalCenter/:id/setting/dealV (spec 2): the trade settings the subscribe dialog starts from, and which
 * notices the user wants (spec 2 lists notification and trade settings among the personal settings, and
 * the setting routes have no page of their own for notifications, so they share this one).
 */
export function SettingDealRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('personalCenter.menu.dealV')} meta={t('personalCenter.dealSubtitle')} />
      <div className={styles.stack}>
        <TradeSettingsCard />
        <NoticeSettingsCard />
      </div>
    </>
  );
}
