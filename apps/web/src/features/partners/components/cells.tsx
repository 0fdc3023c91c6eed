import type { ReviewState } from '@copytrade/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { ReviewStateCell } from '@/components/cells';

/** An application's review state as a tag; a rejection shows the reviewer's reason under it. */
export function StateCell({ state, reason }: { state: ReviewState; reason?: string }) {
  const { t } = useTranslation();
  return (
    <ReviewStateCell
      state={state}
      label={t(`partners.state.${state}`)}
      reasonLine={reason ? t('partners.reasonLine', { reason }) : null}
    />
  );
}
