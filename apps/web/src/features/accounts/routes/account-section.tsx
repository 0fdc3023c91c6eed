import { PlusOutlined } from '@ant-design/icons';
import { Alert, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { useTradeAccounts } from '@/lib/account-session';
import { isAccountBroken, useBrokenAccounts } from '@/lib/connection-status';
import { PATHS } from '@/lib/paths';
import { AccountSelector } from '../components/account-selector';
import styles from './account-section.module.css';

/**
 * The personal center's Account section (spec 2): the account selector on top (it switches the current
 * account as the header does), then the page. Without any account it offers to add one.
 */
export function AccountSectionRoute() {
  const { t } = useTranslation();
  const { accounts, current, loading } = useTradeAccounts();
  const broken = useBrokenAccounts();

  if (loading && accounts.length === 0) return <Skeleton active paragraph={{ rows: 6 }} />;

  if (!current) {
    return (
      <Empty
        className={styles.empty}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div className={styles.emptyTitle}>{t('accountSection.noAccount')}</div>
            <div>{t('accountSection.noAccountHint')}</div>
          </>
        }
      >
        <ButtonLink type="primary" icon={<PlusOutlined />} to={PATHS.addOrBind}>
          {t('accountSection.bindNow')}
        </ButtonLink>
      </Empty>
    );
  }

  return (
    <>
      <div className={styles.bar}>
        <AccountSelector />
        <ButtonLink icon={<PlusOutlined />} to={PATHS.addOrBind}>
          {t('personalCenter.addAccount')}
        </ButtonLink>
      </div>
      {isAccountBroken(current, broken) ? (
        <Alert type="error" showIcon className={styles.broken} title={t('accountSection.brokenHint')} />
      ) : null}
      <Outlet />
    </>
  );
}
