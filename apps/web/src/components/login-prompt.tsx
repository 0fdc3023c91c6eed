import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { openLoginDialog } from '@/lib/login-dialog';
import { PATHS } from '@/lib/paths';
import { ButtonLink } from './button-link';
import styles from './login-prompt.module.css';

/** What a visitor sees on a page that needs a signed-in user (spec 6: visitors are asked to log in). */
export function LoginPrompt({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.prompt}>
      <div className={styles.icon}>
        <LockOutlined />
      </div>
      <h2 className={styles.title}>{title ?? t('common.loginRequired')}</h2>
      <p className={styles.description}>{description ?? t('common.loginRequiredHint')}</p>
      <div className={styles.actions}>
        <ButtonLink type="primary" size="large" to={PATHS.login} onPlainClick={() => openLoginDialog()}>
          {t('header.login')}
        </ButtonLink>
        <ButtonLink size="large" to={PATHS.register}>
          {t('header.register')}
        </ButtonLink>
      </div>
    </div>
  );
}
