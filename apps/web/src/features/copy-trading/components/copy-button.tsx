import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainButton, type ButtonLook } from '@/components/plain-button/plain-button';
import { useTradeAccounts } from '@/lib/account-session';
import { useCurrentUser } from '@/lib/auth';
import { openLoginDialog } from '@/lib/login-dialog';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import styles from '@/components/copy-trading/copy-pages.module.css';

export type CopyButtonProps = {
  master: MasterSummary;
  onCopy: (master: MasterSummary) => void;
  size?: ButtonLook['size'];
  block?: boolean;
};

/**
 * "Copy" on a trade account: a visitor is asked to log in (spec 6: login is needed to subscribe); on his
 * own accounts a trader sees a note instead (the server refuses them too, 23002); everyone else opens the
 * subscribe dialog.
 */
export function CopyButton({ master, onCopy, size, block }: CopyButtonProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { accounts } = useTradeAccounts();
  if (accounts.some((account) => account.mtAccId === master.mtAccId)) {
    return <span className={styles.own}>{t('traders.ownAccount')}</span>;
  }
  return (
    <PlainButton
      type="primary"
      size={size}
      block={block}
      icon={<CopyOutlined />}
      aria-label={t('traders.copyAccount', { login: master.login })}
      onClick={() => (user ? onCopy(master) : openLoginDialog())}
    >
      {t('traders.copy')}
    </PlainButton>
  );
}
