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

export type HelpKey = (typeof ENGINE_HELP_KEYS)[number] | (typeof ACCOUNT_HELP_KEYS)[number];
