import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/query-view';
import { useSelfInfo } from '@/features/settings/api/self-info';
import { AvatarCard } from '@/features/settings/components/avatar-card';
import { BasicInfoForm } from '@/features/settings/components/basic-info-form';
import { ContactCard } from '@/features/settings/components/contact-card';
import { PasswordCard } from '@/features/settings/components/password-card';
import settings from '@/features/settings/components/settings.module.css';
import styles from './mam-pages.module.css';

/**
 * The MAM back office's personal settings: the settings feature's cards, whose calls go through the
 * /mam/main twins (modifyemail, updatePhone, updatePassword).
 */
/**
 * /user/otherSetting/personSetting: avatar and basic information (nickname, ...), the bound email and
 * phone (each changed with a code sent to the new address and the current password), and the password.
 */
export function MamPersonSettingRoute() {
  const { t } = useTranslation();
  const self = useSelfInfo();
  return (
    <QueryView
      query={self}
      loading={
        <div className={settings.grid} aria-busy>
          <Skeleton active avatar paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      }
    >
      {(data) => (
        <div className={styles.settings}>
          <section aria-labelledby="mam-basics">
            <h2 id="mam-basics" className={styles.sectionTitle}>
              {t('settings.basics.title')}
            </h2>
            <div className={settings.grid}>
              <AvatarCard user={data} />
              <BasicInfoForm key={data.id} user={data} />
            </div>
          </section>
          <section aria-labelledby="mam-security">
            <h2 id="mam-security" className={styles.sectionTitle}>
              {t('settings.security.title')}
            </h2>
            <div className={settings.stack}>
              <ContactCard kind="email" user={data} />
              <ContactCard kind="phone" user={data} />
              <PasswordCard />
            </div>
          </section>
        </div>
      )}
    </QueryView>
  );
}
