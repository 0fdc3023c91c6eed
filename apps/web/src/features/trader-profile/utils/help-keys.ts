/**
 * Every statistic the profile shows has a help tooltip with its formula and a worked example. The first
 * keys are those of the engine's FORMULAS (packages/engine/src/stats/formulas.ts), whose English text the
 * en_US locale repeats word for word (help-keys.test.ts checks it); the rest are plain account figures
 * the engine does not document there. The texts are in the locales under `profile.formulas.<key>`.
 */
export const ENGINE_HELP_KEYS = [
  'growth',
  'totalProfit',
  'balanceDrawdown',
  'equityDrawdown',
  'profitFactor',
  'winRate',
  'averageHoldingMs',
  'tradesPerWeek',
  'averageProfit14d',
  'monthly',
  'yearly',
  'rating',
  'copyProfit',
  'curve',
  'symbols',
  'longShort',
  'risk.maxLotsAtOnce',
  'risk.maxPositionsAtOnce',
  'risk.marginLevelLow',
  'drawdowns',
  'equityTracked',
] as const;

export const ACCOUNT_HELP_KEYS = [
  'balance',
  'equity',
  'deposits',
  'withdrawals',
  'trades',
  'grossProfit',
  'grossLoss',
  'trades14d',
] as const;

/**
 * The copy-quality figures (the engine's COPY_QUALITY_FORMULAS, whose English text en_US repeats word for
 * word), under `profileQuality.formulas.<key>`: they are measured from the site's copies, not the account.
 */
export const COPY_QUALITY_HELP_KEYS = ['slippage', 'delay', 'share', 'skipReasons'] as const;

type CopyQualityHelpKey = `copyQuality.${(typeof COPY_QUALITY_HELP_KEYS)[number]}`;

export type HelpKey =
  (typeof ENGINE_HELP_KEYS)[number] | (typeof ACCOUNT_HELP_KEYS)[number] | CopyQualityHelpKey;

/** The locale key under which a statistic's `formula` and `example` are. */
export type HelpTextKey =
  | `profile.formulas.${(typeof ENGINE_HELP_KEYS)[number] | (typeof ACCOUNT_HELP_KEYS)[number]}`
  | `profileQuality.formulas.${(typeof COPY_QUALITY_HELP_KEYS)[number]}`;

const isCopyQualityKey = (key: HelpKey): key is CopyQualityHelpKey => key.startsWith('copyQuality.');

export function helpTextKey(key: HelpKey): HelpTextKey {
  if (isCopyQualityKey(key)) {
    return `profileQuality.formulas.${key.slice('copyQuality.'.length) as (typeof COPY_QUALITY_HELP_KEYS)[number]}`;
  }
  return `profile.formulas.${key}`;
}
