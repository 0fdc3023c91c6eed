import { ACC_TYPE } from '@copytrade/contracts/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { invalidateMamCopying } from '@/features/mam-trading/api/mam-trading';
import {
  FollowTraderButton,
  TraderPicker,
  type FollowTraderSlot,
} from '@/features/mam-trading/components/trader-picker';
import { mtAccountInfoQueryOptions } from '@/features/trader-profile/api/query-mt-account-info';
import { useTradeAccounts } from '@/lib/account-session';
import { useFeedback } from '@/lib/feedback';
import { MAM_FOLLOW_PARAM } from '@/lib/paths';
import { SubscribeDialog } from './subscribe-with-preview';

/*
 * "Follow a trader" in the MAM back office (features never import each other; the app composes them):
 * the site's traders (features/mam-trading's picker), then the subscribe dialog with the copy preview
 * (features/copy-trading through subscribe-with-preview).
 */

/** The trade account `?follow=` names: its id, 0 when the parameter is not one, null when absent. */
function followParam(params: URLSearchParams): number | null {
  const text = params.get(MAM_FOLLOW_PARAM);
  if (text === null) return null;
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return Number.isSafeInteger(id) ? id : 0;
}

/**
 * `?follow=<mtAccId>` (the landing's "copy in the back office"): once the account is read, the subscribe
 * dialog opens for it, or, when it is no trade account the user may copy (unknown, his own), the picker
 * with a note. The parameter then leaves the address, so a reload or Back does not open it again.
 */
function FollowFromAddress({
  onFollow,
  onPick,
}: {
  onFollow: (master: MasterSummary) => void;
  onPick: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const wanted = followParam(params);
  const info = useQuery({ ...mtAccountInfoQueryOptions(wanted ?? 0), enabled: (wanted ?? 0) > 0 });
  const own = useTradeAccounts();
  const settled =
    wanted !== null && !own.loading && (wanted === 0 || info.data !== undefined || info.isError);

  useEffect(() => {
    if (!settled) return;
    const account = info.data;
    const copyable =
      account !== undefined &&
      account.accType === ACC_TYPE.TRADE &&
      !own.accounts.some((mine) => mine.mtAccId === account.mtAccId);
    if (copyable) {
      onFollow(account);
    } else {
      void message.warning(t('mamTrading.followTrader.unavailable'));
      onPick(true);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MAM_FOLLOW_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [settled, info.data, own.accounts, onFollow, onPick, message, t, setParams]);

  return null;
}

/**
 * "Follow a trader": the button, the picker of the site's traders and the subscribe dialog for the one
 * chosen (`followAccountId` chosen in it when given). When the dialog closes, the back office's lists and
 * cards are read again, so a new subscription shows at once.
 */
export function MamFollowTrader({
  followAccountId,
  fromAddress = false,
  compact = false,
}: {
  followAccountId?: number | undefined;
  fromAddress?: boolean | undefined;
  compact?: boolean | undefined;
}) {
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [master, setMaster] = useState<MasterSummary | null>(null);
  return (
    <>
      <FollowTraderButton compact={compact} onClick={() => setPicking(true)} />
      {fromAddress ? <FollowFromAddress onFollow={setMaster} onPick={setPicking} /> : null}
      <TraderPicker
        open={picking}
        onClose={() => setPicking(false)}
        onCopy={(chosen) => {
          setPicking(false);
          setMaster(chosen);
        }}
      />
      <SubscribeDialog
        master={master}
        followAccountId={followAccountId}
        onClose={() => {
          setMaster(null);
          void invalidateMamCopying(queryClient);
        }}
      />
    </>
  );
}

/** The follow-account pages' slot (mam-routes.tsx gives it to them). */
export const renderFollowTrader: FollowTraderSlot = (at) => <MamFollowTrader {...at} />;
