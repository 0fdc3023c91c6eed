import { ACC_TYPE, COPY_TYPE, COPY_VALUE_UNLIMITED } from '@copytrade/contracts/constants';
import {
  PREVIEW,
  type CopyPreview,
  type CopyPreviewBody,
  type FollowerCopyPreviewBody,
  type PreviewTradeView,
} from '@copytrade/contracts/preview';
import { lotsText } from '@copytrade/engine/copy/lots';
import {
  replayCopy,
  type PreviewInput,
  type PreviewMasterEvent,
  type PreviewPosition,
  type PreviewSettings,
  type PreviewSymbol,
  type PreviewTrade,
} from '@copytrade/engine/copy/preview';
import type { SymbolStatus } from '@copytrade/engine/copy/types';
import { addCents, formatHundredths, parseCents } from '@copytrade/engine/stats/money';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { createSemaphore } from '../../platform/concurrency';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import type { AccountService } from '../accounts/account.service';
import type { SiteService } from '../sites/site.service';
import {
  balanceChangesSince,
  findPublicMaster,
  firstTradeTime,
  positionsSince,
  symbolTable,
} from '../../read-models/copy-preview';

const DAY_MS = 24 * 3600_000;
const FROM_TICKET = /^from #(\d+)$/;

type Deps = {
  db: Db;
  clock: Clock;
  sites: Pick<SiteService, 'row'>;
  accounts: Pick<AccountService, 'detail'>;
  /** How long a trader's loaded history is reused (default 5 s). */
  cacheMs?: number;
  /** Previews computed at once; the others wait their turn (default 2). */
  concurrency?: number;
};

/** A trade account's history as the replay reads it, whoever asks. */
type MasterHistory = {
  loadedAt: number;
  master: NonNullable<Awaited<ReturnType<typeof findPublicMaster>>>;
  symbols: PreviewSymbol[];
  from: number;
  to: number;
  truncated: boolean;
  positions: PreviewPosition[];
  masterEvents: PreviewMasterEvent[];
};

/** Histories kept at most (a few seconds each), most recently used last. */
const CACHE_ENTRIES = 200;

function symbolRows(rows: Awaited<ReturnType<typeof symbolTable>>): PreviewSymbol[] {
  return rows.map((row) => ({ ...row, status: row.status as SymbolStatus }));
}

/** A position's net result: profit + swap + commission, exactly (integer cents). */
function netOf(row: { profit: string; swap: string; commission: string }): string {
  const cents = addCents(
    parseCents(row.profit, 'profit'),
    addCents(parseCents(row.swap, 'swap'), parseCents(row.commission, 'commission')),
  );
  return formatHundredths(cents);
}

/** The follow settings as the rules read them (stored form: smart ratio has no value, caps in hundredths). */
function settingsOf(body: CopyPreviewBody | FollowerCopyPreviewBody): PreviewSettings {
  const smart = body.copyType === COPY_TYPE.SMART_RATIO;
  return {
    copyType: body.copyType,
    copyValue: smart ? COPY_VALUE_UNLIMITED : (body.copyValue?.text ?? '0'),
    direction: body.direction,
    maxOpenPositions: body.maxOpenPositions ?? null,
    maxTotalLots: body.maxTotalLots?.hundredths ?? null,
    maxRatio: smart ? (body.maxRatio?.text ?? null) : null,
    partialClose: body.partialClose,
  };
}

function tradeView(trade: PreviewTrade): PreviewTradeView {
  const copy = trade.outcome.kind === 'copied' ? trade.outcome : null;
  const skip = trade.outcome.kind === 'skipped' ? trade.outcome : null;
  return {
    ticket: trade.ticket,
    symbol: trade.symbol,
    type: trade.type,
    masterLots: lotsText(trade.masterLots),
    openTime: trade.openTime,
    closeTime: trade.closeTime,
    masterProfit: trade.masterProfit,
    copied: copy !== null,
    lots: copy ? lotsText(copy.lots) : null,
    followerSymbol: copy?.symbol ?? null,
    followerType: copy?.type ?? null,
    profit: copy?.profit ?? null,
    adjustments: copy?.adjustments ?? [],
    reason: skip?.reason ?? null,
    detail: skip?.detail ? { ...skip.detail } : null,
  };
}

/**
 * The copy preview (issue 13): a trade account's recorded window replayed through the copy rules
 * (engine `replayCopy`) with a visitor's amount and leverage, or with the caller's own follow account.
 * Only public trade accounts of the request's site; another user's follow account is not found. A
 * trader's history is loaded once for a few seconds (the subscribe dialog asks again on each change).
 */
export function createPreviewService(deps: Deps) {
  const { db, clock, sites, accounts } = deps;
  const cacheMs = deps.cacheMs ?? 5_000;
  const cache = new Map<string, MasterHistory>();
  const slots = createSemaphore(deps.concurrency ?? 2);

  async function load(site: SiteScope, mtId: number): Promise<MasterHistory> {
    const master = await findPublicMaster(db, site.id, mtId);
    if (!master) throw new AppError('NOT_FOUND');
    const now = clock.now().getTime();
    const [symbols, first] = await Promise.all([
      symbolTable(db, site.id, master.id),
      firstTradeTime(db, site.id, master.id),
    ]);
    const windowStart = Math.max(now - PREVIEW.WINDOW_DAYS * DAY_MS, first?.getTime() ?? now);
    const rows = await positionsSince(
      db,
      site.id,
      master.id,
      new Date(windowStart),
      PREVIEW.MAX_POSITIONS + 1,
    );
    const truncated = rows.length > PREVIEW.MAX_POSITIONS;
    const kept = truncated ? rows.slice(0, PREVIEW.MAX_POSITIONS) : rows;
    // Cut to the newest 1,000, the window starts at the oldest of them.
    const from = truncated ? kept[kept.length - 1]!.openTime.getTime() : windowStart;
    const changes = await balanceChangesSince(db, site.id, master.id, new Date(from));
    const positions = kept.map((row): PreviewPosition => ({
      ticket: row.ticket,
      type: row.type === 1 ? 1 : 0,
      symbol: row.symbol,
      lots: row.lots,
      openTime: row.openTime.getTime(),
      openPrice: row.openPrice,
      closeTime: row.state === 'closed' ? (row.closeTime?.getTime() ?? null) : null,
      profit: row.profit,
      swap: row.swap,
      commission: row.commission,
      fromTicket: Number(FROM_TICKET.exec(row.comment)?.[1] ?? 0) || null,
    }));
    const masterEvents: PreviewMasterEvent[] = [
      ...changes.operations.map((row) => ({
        time: row.closeTime?.getTime() ?? from,
        amount: row.profit,
        kind: 'operation' as const,
      })),
      ...changes.earlier.map((row) => ({
        time: row.closeTime?.getTime() ?? from,
        amount: netOf(row),
        kind: 'trade' as const,
      })),
    ];
    return {
      loadedAt: now,
      master,
      symbols: symbolRows(symbols),
      from,
      to: now,
      truncated,
      positions,
      masterEvents,
    };
  }

  /** The trader's history, from the cache while it is fresh. */
  async function historyOf(site: SiteScope, mtId: number): Promise<MasterHistory> {
    const key = `${site.id}:${mtId}`;
    const cached = cache.get(key);
    if (cached && clock.now().getTime() - cached.loadedAt < cacheMs) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const loaded = await load(site, mtId);
    cache.delete(key);
    cache.set(key, loaded);
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
    return loaded;
  }

  async function preview(
    site: SiteScope,
    mtId: number,
    body: CopyPreviewBody | FollowerCopyPreviewBody,
    follower: (history: MasterHistory) => Promise<PreviewInput['follower']>,
  ): Promise<CopyPreview> {
    return slots.run(async () => {
      const history = await historyOf(site, mtId);
      const [side, siteRow] = await Promise.all([follower(history), sites.row(site)]);
      const result = replayCopy({
        from: history.from,
        to: history.to,
        positions: history.positions,
        masterEvents: history.masterEvents,
        masterBalanceNow: formatHundredths(
          addCents(
            parseCents(history.master.balance, 'balance'),
            parseCents(history.master.credit, 'credit'),
          ),
        ),
        masterLeverage: history.master.leverage,
        masterSymbols: history.symbols,
        follower: side,
        settings: settingsOf(body),
        reverseAllowed: siteRow.reverseCopyFlag === 1,
        traderFollowerBalanceMin: history.master.followerBalanceMin,
      });
      return {
        mtId: history.master.id,
        from: result.from,
        to: result.to,
        truncated: history.truncated,
        startEquity: result.startEquity,
        leverage: side.leverage,
        currency: side.currency,
        endEquity: result.endEquity,
        counts: result.counts,
        skipReasons: result.skipReasons,
        adjustments: result.adjustments,
        curve: result.curve,
        result: result.result,
        traderResult: result.traderResult,
        drawdown: result.drawdown,
        traderDrawdown: result.traderDrawdown,
        trades: result.trades.slice(-PREVIEW.LISTED_TRADES).reverse().map(tradeView),
      };
    });
  }

  return {
    /** "If I had copied with this amount at this leverage": the trader's own symbols and currency. */
    async visitor(site: SiteScope, body: CopyPreviewBody): Promise<CopyPreview> {
      return preview(site, body.mtId, body, (history) =>
        Promise.resolve({
          equity: body.amount,
          leverage: body.leverage,
          currency: history.master.currency,
          symbols: history.symbols,
        }),
      );
    },

    /**
     * The caller's own follow account: its equity, leverage, currency and symbol table. Another user's
     * (or another site's) account is not found; one of his trade accounts is not a follow account.
     */
    async follower(site: SiteScope, caller: Caller, body: FollowerCopyPreviewBody): Promise<CopyPreview> {
      const account = await accounts.detail(site, caller, body.followAccountId);
      if (account.accType !== ACC_TYPE.FOLLOW) throw new AppError('NOT_A_FOLLOW_ACCOUNT');
      return preview(site, body.mtId, body, async () => ({
        equity: account.equity,
        leverage: account.leverage,
        currency: account.currency,
        symbols: symbolRows(await symbolTable(db, site.id, account.mtAccId)),
      }));
    },
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;
