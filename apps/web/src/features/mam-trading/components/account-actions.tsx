import type { AccountListItem } from '@copytrade/contracts/accounts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { useFeedback } from '@/lib/feedback';
import { useUnbindAccount } from '../api/mam-trading';
import styles from './mam-trading.module.css';

/** A row's actions: its detail page, and unbinding it after a confirmation. */
export function AccountActions({ account, detailPath }: { account: AccountListItem; detailPath: string }) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const unbind = useUnbindAccount();
  const confirm = () => {
    modal.confirm({
      title: t('accounts.card.unbindTitle'),
      content: t('accounts.card.unbindText', { order: account.loginOrder, login: account.login }),
      okText: t('accounts.card.unbind'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await unbind.mutateAsync(account.mtAccId);
        void message.success(t('accounts.card.unbound'));
      },
    });
  };
  return (
    <span className={styles.actions}>
      <ButtonLink size="small" type="link" to={detailPath}>
        {t('mamTrading.detail')}
      </ButtonLink>
      <Button
        size="small"
        type="link"
        danger
        onClick={confirm}
        aria-label={t('mamTrading.unbindAria', { order: account.loginOrder, login: account.login })}
      >
        {t('accounts.card.unbind')}
      </Button>
    </span>
  );
}
