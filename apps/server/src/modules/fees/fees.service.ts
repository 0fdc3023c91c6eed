import { ACC_TYPE, FEE_TYPE } from '@copytrade/contracts/constants';
import {
  DEFAULT_FEE_TIER,
  FEE_DAYS,
  FEE_PROFIT_OPTIONS,
  type AccountPrice,
  type FeeRequirements,
  type RequirementState,
  type SitePrice,
  type UpdateAccountPriceBody,
} from '@copytrade/contracts/fees';
import type { Locale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import { QR_METHODS } from '@copytrade/contracts/verification';
import { formatLots } from '@copytrade/units/lots';
import { compareMoney, formatMoney, parseMoney } from '@copytrade/units/money';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import {
  countLiveSubscriptions,
  feeVerification,
  findFeeAccount,
  hasPassedPaymentCode,
  requirementRows,
  siteMoneySettings,
} from '../../read-models/fee-eligibility';
import type { AccountService, FeeColumns } from '../accounts/account.service';

type Deps = {
  db: Db;
  clock: Clock;
  /** Owns the fee columns of mt_accounts: it stores what this module decided. */
  accounts: Pick<AccountService, 'setFees'>;
};

const cents = (text: string) => parseMoney(text) ?? 0n;
const money = (text: string) => formatMoney(cents(text));

/** A share in percent (1..100) as the stored fraction with two places: 60 -> '0.60', 100 -> '1.00'. */
export function dividedOf(share: number): string {
  return formatLots(share); // whole hundredths as 2-decimal text, the same text as lots
}

/** The answer's tier list: profit with 2 places, divided as stored; lowest threshold first. */
function tiersOut(tiers: FeeColumns['feeTiers']) {
  return [...tiers]
    .sort((a, b) => compareMoney(cents(a.profit), cents(b.profit)))
    .map((t) => ({ profit: money(t.profit), divided: t.divided }));
}

/** A stored review state as a requirement's state ('' or unknown text reads as none). */
function stateOf(state: string | undefined): RequirementState {
  return state === 'pending' || state === 'rejected' || state === 'passed' ? state : 'none';
}

/** The best of several states: passed, then pending, then rejected, then none. */
function bestState(states: RequirementState[]): RequirementState {
  for (const state of ['passed', 'pending', 'rejected'] as const) if (states.includes(state)) return state;
  return 'none';
}

/**
 * Fee settings of trade accounts (issue 6): what a trader charges new subscribers, and the site's rules for
 * it. Subscription fees are allowed on every site (the site may set a least price, siteSubPrice); performance
 * fees need the site's settlement and wallet (the fee is taken from the follower's wallet each week).
 */
export function createFeeService(deps: Deps) {
  const { db, clock, accounts } = deps;

  async function rules(site: SiteScope): Promise<SitePrice> {
    const s = await siteMoneySettings(db, site.id);
    if (!s) throw new AppError('NOT_FOUND');
    return {
      siteSubPrice: money(s.siteSubPrice),
      openSettlement: s.openSettlement,
      openWallet: s.openWallet,
      subscriptionFeeAllowed: true,
      performanceFeeAllowed: s.openSettlement && s.openWallet,
      proportion: s.proportion,
      margin: money(s.margin),
      profitOptions: [...FEE_PROFIT_OPTIONS],
      defaultTier: { ...DEFAULT_FEE_TIER },
      validityDays: { min: FEE_DAYS.MIN, max: FEE_DAYS.MAX, default: FEE_DAYS.DEFAULT },
    };
  }

  async function priceOf(site: SiteScope, accountId: number, fee: FeeColumns): Promise<AccountPrice> {
    return {
      mtAccId: accountId,
      feeType: fee.feeType,
      price: money(fee.feePrice),
      validityDays: fee.feeDays,
      performanceList: tiersOut(fee.feeTiers),
      subscribersOnOldTerms: await countLiveSubscriptions(db, site.id, accountId),
    };
  }

  return {
    /** `querySitePrice` and `siteSubPrice`: the site's fee rules for traders. */
    sitePrice: rules,

    /**
     * `updateAccountPrice`: the caller's own trade account only (another's, a follow account or an unbound
     * one answer 404). The terms apply to new subscribers; live subscriptions keep theirs. A paid model
     * needs the caller's real-name verification passed (VERIFICATION_REQUIRED), and a subscription fee also
     * a passed payment method (PAYMENT_INFO_REQUIRED), checked after the site's rules; free is always allowed.
     */
    async update(
      site: SiteScope,
      caller: Caller,
      body: UpdateAccountPriceBody,
      locale: Locale,
    ): Promise<AccountPrice> {
      const account = await findFeeAccount(db, site.id, body.mtAccId);
      if (!account || account.userId !== caller.userId || account.accType !== ACC_TYPE.TRADE)
        throw new AppError('NOT_FOUND', { detail: `trade account ${body.mtAccId}` });
      const site$ = await rules(site);
      let fee: FeeColumns;
      if (body.feeType === FEE_TYPE.SUBSCRIPTION) {
        const price = body.price!;
        if (cents(price) < cents(site$.siteSubPrice)) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: [
              {
                field: 'price',
                message: translate(locale, 'validation.fee.priceBelowSite', { minimum: site$.siteSubPrice }),
              },
            ],
          });
        }
        fee = {
          feeType: FEE_TYPE.SUBSCRIPTION,
          feePrice: price,
          feeDays: body.validityDays ?? FEE_DAYS.DEFAULT,
          feeTiers: account.feeTiers,
        };
      } else if (body.feeType === FEE_TYPE.PERFORMANCE) {
        if (!site$.performanceFeeAllowed) throw new AppError('PAID_FEE_CLOSED');
        fee = {
          feeType: FEE_TYPE.PERFORMANCE,
          feePrice: account.feePrice,
          feeDays: account.feeDays,
          feeTiers: (body.performanceList ?? [])
            .map((t) => ({ profit: `${t.profit}.00`, divided: dividedOf(t.share) }))
            .sort((a, b) => compareMoney(cents(a.profit), cents(b.profit))),
        };
      } else {
        fee = {
          feeType: FEE_TYPE.FREE,
          feePrice: account.feePrice,
          feeDays: account.feeDays,
          feeTiers: account.feeTiers,
        };
      }
      if (fee.feeType !== FEE_TYPE.FREE) {
        // Spec 6: "Editing certain settings needs real-name verification and payment binding passed". A
        // performance fee is taken from the follower's wallet, so it needs the real name only.
        const verified = await feeVerification(db, site.id, caller.userId);
        if (!verified.identityPassed) throw new AppError('VERIFICATION_REQUIRED');
        if (fee.feeType === FEE_TYPE.SUBSCRIPTION && !verified.paymentInfoPassed)
          throw new AppError('PAYMENT_INFO_REQUIRED');
      }
      await accounts.setFees(site, account.id, fee, clock.now());
      return priceOf(site, account.id, fee);
    },

    /**
     * `queryFeeRequirements`: what the caller's paid fee settings need, with the state of each now. The
     * same rules as `update` checks (real name for both paid models, a passed payment method for a
     * subscription fee, the site's settlement and wallet for a performance fee), plus how payers can pay
     * (a passed Alipay / WeChat code, or the site's wallet), which a subscription needs to be paid.
     */
    async requirements(site: SiteScope, caller: Caller): Promise<FeeRequirements> {
      const site$ = await rules(site);
      const { identityState, codes } = await requirementRows(db, site.id, caller.userId);
      const identity = stateOf(identityState);
      const paymentInfo = bestState(codes.map((code) => stateOf(code.state)));
      const qr: readonly string[] = QR_METHODS;
      return {
        identity,
        paymentInfo,
        offsiteCodePassed: codes.some((code) => code.state === 'passed' && qr.includes(code.method)),
        walletOpen: site$.openWallet,
        performanceFeeAllowed: site$.performanceFeeAllowed,
        subscriptionFeeReady: identity === 'passed' && paymentInfo === 'passed',
        performanceFeeReady: identity === 'passed' && site$.performanceFeeAllowed,
      };
    },

    /** The terms a new subscriber gets (querySubscriptionFree reads them). */
    async termsFor(site: SiteScope, accountId: number) {
      const account = await findFeeAccount(db, site.id, accountId);
      if (!account || account.accType !== ACC_TYPE.TRADE) return null;
      const site$ = await rules(site);
      return {
        feeType: account.feeType,
        price: money(account.feePrice),
        validityDays: account.feeDays,
        performanceList: tiersOut(account.feeTiers),
        hasPaymentInfo: await hasPassedPaymentCode(db, site.id, account.userId),
        tokenAvailable: site$.openWallet,
      };
    },
  };
}

export type FeeService = ReturnType<typeof createFeeService>;
