import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/lib/feedback';
import { closeLoginDialog, useLoginDialog } from '@/lib/login-dialog';
import { useSiteConfig } from '@/lib/site-config';
import { LoginForm } from './login-form';
import styles from './login-dialog.module.css';

/** The login dialog (spec 2 and 4): opened by the header, by pages that need a user, and by a 401. */
export function LoginDialog() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const site = useSiteConfig();
  const { open, reason } = useLoginDialog();
  return (
    <Modal
      open={open}
      onCancel={closeLoginDialog}
      footer={null}
      width={440}
      destroyOnHidden
      centered
      title={null}
    >
      <div className={styles.head}>
        <h2 className={styles.title}>{t('auth.welcomeBack')}</h2>
        <p className={styles.subtitle}>
          {t('auth.loginSubtitle', { brand: site.brandName || site.siteName })}
        </p>
      </div>
      {reason ? <Alert type="warning" showIcon title={reason} className={styles.reason} /> : null}
      <LoginForm
        autoFocus
        onLeave={closeLoginDialog}
        onSuccess={() => void message.success(t('auth.loginSuccess'))}
      />
    </Modal>
  );
}
