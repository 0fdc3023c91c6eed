import { formatMoney } from '@copytrade/contracts/number-format';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { useFeedback } from '@/lib/feedback';
import { useCenterPath } from '@/lib/use-center-path';
import { useOweState, useReimbursement } from '../api/settlement';
import styles from './settlement.module.css';

/**
 * Shown while the signed-in user owes performance fees: the amount, what it stops (new subscriptions and
 * copying new opens), "Pay now" from the wallet and a link to top the wallet up. Nothing otherwise.
 */
export function OwedFeeBanner() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const user = useCurrentUser();
  const center = useCenterPath();
  const owe = useOweState(Boolean(user));
  const pay = useReimbursement();
  if (!user || !owe.data?.owes) return null;
  const amount = formatMoney(owe.data.amount);
  return (
    <Alert
      className={styles.banner}
      type="warning"
      showIcon
      title={t('settlement.owed.title', { amount })}
      description={t('settlement.owed.description')}
      action={
        <div className={styles.bannerActions}>
          <Button
            type="primary"
            size="small"
            block
            loading={pay.isPending}
            onClick={() =>
              pay.mutate(undefined, {
                onSuccess: (result) => {
                  if (result.paid === '0.00') void message.warning(t('settlement.owed.nothingPaid'));
                  else if (result.remaining === '0.00')
                    void message.success(t('settlement.owed.paidAll', { paid: formatMoney(result.paid) }));
                  else
                    void message.info(
                      t('settlement.owed.paidPart', {
                        paid: formatMoney(result.paid),
                        remaining: formatMoney(result.remaining),
                      }),
                    );
                },
              })
            }
          >
            {t('settlement.owed.payNow')}
          </Button>
          <Link to={center('rechargeRecord')}>{t('settlement.owed.recharge')}</Link>
        </div>
      }
    />
  );
}
