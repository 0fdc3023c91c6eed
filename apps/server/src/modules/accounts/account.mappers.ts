import type {
  AccountDetail,
  AccountListItem,
  MtOrder,
  StrategyTranslations,
  SymbolRow,
} from '@copytrade/contracts/accounts';
import { strategyForReader } from '@copytrade/contracts/accounts';
import type { Locale } from '@copytrade/contracts/locale';
import { formatLots } from '@copytrade/units/lots';
import type { AccountWithNames, OrderRowDb, SymbolRowDb } from './account.repository';

/** How the accounts module's rows read in the contracts' shapes. */

export function toListItem(row: AccountWithNames): AccountListItem {
  return {
    mtAccId: row.account.id,
    loginOrder: row.account.loginOrder,
    login: row.account.login,
    accType: row.account.accType,
    isMock: row.account.isMock,
    platformName: row.platformName,
    serverName: row.serverName,
    status: row.account.connectionStatus,
  };
}

/**
 * What readers see of a strategy: nothing while the site's admin has it locked, else the owner's
 * translation into the reader's language, else the original.
 */
export function publicStrategy(
  account: { strategy: string; strategyLocked: boolean; strategyTranslations: StrategyTranslations },
  locale: Locale,
) {
  return { strategy: strategyForReader(account, locale), strategyLocked: account.strategyLocked };
}

/** Whether two stored translation maps hold the same texts. */
export function sameTranslations(a: StrategyTranslations, b: StrategyTranslations): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as Locale[]);
  return [...keys].every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

export function toDetail(row: AccountWithNames, ownerNickName: string): AccountDetail {
  const a = row.account;
  return {
    ...toListItem(row),
    userName: ownerNickName,
    accountName: a.name,
    currency: a.currency,
    leverage: a.leverage,
    balance: a.balance,
    credit: a.credit,
    equity: a.equity,
    margin: a.margin,
    freeMargin: a.freeMargin,
    marginLevel: a.marginLevel,
    profit: a.profit,
    openCount: a.openCount,
    strategy: a.strategy,
    strategyTranslations: a.strategyTranslations,
    strategyLocked: a.strategyLocked,
    followerBalanceMin: a.followerBalanceMin,
    bindTime: a.createdAt.getTime(),
    infoUpdateTime: a.infoUpdatedAt?.getTime() ?? null,
    symbolUpdateTime: a.symbolUpdatedAt?.getTime() ?? null,
  };
}

/** Numeric columns come back with eight places ('1.10000000'); show the symbol's own digits, as MT4 does. */
export function formatPrice(value: string, digits: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return digits > 0 ? `${whole}.${fraction.padEnd(digits, '0').slice(0, digits)}` : whole;
}

export function toOrder(row: OrderRowDb): MtOrder {
  return {
    ticket: row.ticket,
    type: row.type,
    symbol: row.symbol,
    lots: formatLots(row.lots),
    openTime: row.openTime.getTime(),
    openPrice: formatPrice(row.openPrice, row.digits),
    sl: formatPrice(row.sl, row.digits),
    tp: formatPrice(row.tp, row.digits),
    closeTime: row.closeTime?.getTime() ?? null,
    closePrice: formatPrice(row.closePrice, row.digits),
    commission: row.commission,
    swap: row.swap,
    profit: row.profit,
    comment: row.comment,
    magic: row.magic,
    state: row.state as MtOrder['state'],
  };
}

export function toSymbolRow(row: SymbolRowDb): SymbolRow {
  return {
    id: row.id,
    symbol: row.symbol,
    symbolDesc: row.symbolDesc,
    standardSymbol: row.standardSymbol,
    symbolType: row.symbolType,
    status: row.status,
  };
}
