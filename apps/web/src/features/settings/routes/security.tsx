import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { QueryView } from '@/components/query-view';
import { useSelfInfo } from '../api/self-info';
import { ContactCard } from '../components/contact-card';
import { PasswordCard } from '../components/password-card';
import { SessionsCard } from '../components/sessions-card';
import styles from '../components/settings.module.css';

/**
 * personalCenter/:id/setting/securityV (spec 2): the password, the bound email and phone (masked, each
 * changed with a code sent to the new address and the current password) and the signed-in devices.
 */
export function SecurityRoute() {
  const { t } = useTranslation();
  const self = useSelfInfo();
  return (
    <>
      <PageHeading title={t('settings.security.title')} meta={t('settings.security.subtitle')} />
      <div className={styles.stack}>
        <QueryView query={self} loading={<Skeleton active paragraph={{ rows: 4 }} />}>
          {(data) => (
            <>
              <ContactCard kind="email" user={data} />
              <ContactCard kind="phone" user={data} />
            </>
          )}
        </QueryView>
        <PasswordCard />
        <SessionsCard />
      </div>
    </>
  );
}
