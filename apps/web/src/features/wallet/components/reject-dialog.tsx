import { formatMoney } from '@copytrade/contracts/number-format';
import { walletReviewBodySchema, type WalletReview } from '@copytrade/contracts/wallet';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RejectDialog as ReasonDialog } from '@/components/reject-dialog';
import { currentLocale } from '@/i18n/locale';
import { zodMessage } from '@/lib/zod-rule';
import { useAdminReview } from '../api/admin-wallet-reviews';
import { placeServerError } from '../utils/wallet-rules';

/**
 * Rejecting a recharge or a withdrawal (site admin): the reason is required (the user reads it in his
 * record); the shared review body schema checks it, so the browser and the server ask for the same thing.
 */
export function RejectDialog({ review, onClose }: { review: WalletReview | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const decide = useAdminReview();
  const [formError, setFormError] = useState<string | null>(null);

  return (
    <ReasonDialog
      open={review !== null}
      title={t('wallet.review.rejectTitle')}
      okText={t('wallet.review.reject')}
      label={t('wallet.review.reason')}
      placeholder={t('wallet.review.reasonPlaceholder')}
      maxLength={200}
      validate={(reason) =>
        zodMessage(walletReviewBodySchema, { id: review?.id ?? 1, approve: false, reason }, currentLocale())
      }
      summary={
        review
          ? t('wallet.review.rejectSummary', {
              name: review.nickname,
              kind:
                review.kind === 'recharge'
                  ? t('wallet.review.kindRecharge')
                  : t('wallet.review.kindWithdrawal'),
              amount: formatMoney(review.amount),
            })
          : null
      }
      pending={decide.isPending}
      error={formError === null ? null : { title: t('wallet.errorTitle'), description: formError }}
      onSubmit={(reason, form) => {
        if (!review) return;
        setFormError(null);
        decide.mutate(
          { kind: review.kind, body: { id: review.id, approve: false, reason } },
          {
            onSuccess: () => {
              void message.success(t('wallet.review.rejected'));
              onClose();
            },
            onError: (error) => setFormError(placeServerError(form, error)),
          },
        );
      }}
      onClose={onClose}
      afterClose={() => setFormError(null)}
    />
  );
}
