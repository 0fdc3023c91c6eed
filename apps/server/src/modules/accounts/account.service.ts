import type {
  AccountCounts,
  AccountDetail,
  AccountListItem,
  AccountSymbols,
  MtOrder,
  MtAccountInfo,
  Platform,
  StandardSymbol,
  StrategyTranslations,
  TradeServer,
} from '@copytrade/contracts/accounts';
import { ACC_TYPE, ACCOUNT_LIMITS, SYMBOL_STATUS, USER_TYPE } from '@copytrade/contracts/constants';
import { DEFAULT_LOCALE, parseAvailableLang, type Locale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import type { FieldError } from '@copytrade/contracts/envelope';
import type { BindAccountBody } from '@copytrade/contracts/validators';
import { matchStandardSymbol } from '@copytrade/engine/symbols/standard-symbol';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import { sealSecret } from '../../platform/secrets';
import { passwordAad, toMirrored, type AccountMirror } from '../../trading/account-mirror';
import type { GatewaySymbol, TradingGateway } from '../../trading/gateway';
import type { BridgeLinkStatus } from '../../trading/bridge/link';
import type { DemoTerminalLauncher } from '../../trading/bridge/simulated-terminals';
import { findAccountWithOwner, pagePublicTradeAccounts } from '../../read-models/account-owners';
import type { SiteService } from '../sites/site.service';
import type { UserService } from '../users/user.service';
import {
  countActiveAccounts,
  findAccount,
  findActiveByServerLogin,
  findServer,
  insertAccount,
  listPlatforms,
  listServers,
  listStandardSymbols,
  listSymbols,
  listUserAccounts,
  markMissingSymbolsInvalid,
  markUnbound,
  nextLoginOrder,
  pageOrders,
  setFeeColumns,
  setSymbolStandards,
  setSymbolUpdatedAt,
  setStrategyLocked,
  updateAccountInfo,
  upsertSymbols,
  type AccountWithNames,
  type FeeColumns,
} from './account.repository';
import { markKeyBound, revokeKey } from './bridge-key.repository';
import { createRemoteBinding } from './remote-binding';
import {
  publicStrategy,
  sameTranslations,
  toDetail,
  toListItem,
  toOrder,
  toSymbolRow,
} from './account.mappers';

export { formatPrice } from './account.mappers';

export type { FeeColumns } from './account.repository';

export type AccountServiceDeps = {
  db: Db;
  clock: Clock;
  gateway: TradingGateway;
  mirror: AccountMirror;
  passwordKey: Buffer;
  sites: SiteService;
  users: UserService;
  /** Told when an account's symbol table changes (the copy fan-out caches them). */
  onSymbolsChanged?: (accountId: number) => void;
  /** The EA bridge: a key's link as the hub sees it, and the key cache to drop a key from. */
  bridge: { status(keyId: number): BridgeLinkStatus; forget(keyId: number): void };
  /** Whether a site has MetaApi (its admin set a token: the sites module keeps it). */
  metaApi: { enabled(siteId: number): Promise<boolean> };
  /** The demo's simulated terminals (null where the demo does not run). */
  demoTerminal: Pick<DemoTerminalLauncher, 'start'> | null;
};

/** An account whose credentials an adapter accepted, as it is inserted. */
export type VerifiedAccount = {
  accType: number;
  platformId: number;
  serverId: number;
  serverName: string;
  isDemo: boolean;
  login: string;
};

/** How the bound account is reached: its sealed password (direct or MetaApi), or its EA bridge key. */
export type BindSecret =
  { password: string; access: 'trade' | 'investor'; via?: 'direct' | 'metaapi' } | { bridgeKeyId: number };

/** The seed's message: a symbol refresh completes within 24 hours. */
export const SYMBOL_REFRESH_WINDOW_MS = 24 * 3600_000;

/** Whether `count` accounts have reached a site limit (-1 is unlimited). */
export function limitReached(count: number, limit: number): boolean {
  return limit !== ACCOUNT_LIMITS.UNLIMITED && count >= limit;
}

export function createAccountService(deps: AccountServiceDeps) {
  const { db, clock, gateway, mirror, passwordKey, sites, users, bridge } = deps;

  async function standards(): Promise<string[]> {
    return (await listStandardSymbols(db)).map((s) => s.symbol);
  }

  /** Maps the server's symbols to standard symbols and stores them (user-made mappings survive). */
  async function storeSymbols(siteId: number, accountId: number, symbols: GatewaySymbol[]) {
    const known = await standards();
    const now = clock.now();
    await upsertSymbols(
      db,
      siteId,
      accountId,
      symbols.map((s) => {
        const standardSymbol = matchStandardSymbol(s.symbol, known);
        return {
          symbol: s.symbol,
          symbolDesc: s.description,
          standardSymbol,
          symbolType: s.symbolType,
          status: standardSymbol ? SYMBOL_STATUS.NORMAL : SYMBOL_STATUS.UNBOUND,
          digits: s.digits,
          contractSize: s.contractSize,
          minLot: s.minLot,
          maxLot: s.maxLot,
          lotStep: s.lotStep,
        };
      }),
      now,
    );
    await markMissingSymbolsInvalid(
      db,
      siteId,
      accountId,
      symbols.map((s) => s.symbol),
      now,
    );
    await setSymbolUpdatedAt(db, accountId, now);
    deps.onSymbolsChanged?.(accountId);
  }

  /** An active account of the caller, or 404 (another user's or another site's id reads as not found). */
  async function ownAccount(site: SiteScope, caller: Caller, accountId: number): Promise<AccountWithNames> {
    const row = await findAccount(db, site.id, accountId);
    if (!row || row.account.userId !== caller.userId) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The site's account limits for the caller (checked before the broker is asked, to fail fast). */
  async function checkLimits(site: SiteScope, caller: Caller, accType: number) {
    const [user, config] = await Promise.all([users.byId(site, caller.userId), sites.row(site)]);
    if (accType === ACC_TYPE.TRADE && user.userType !== USER_TYPE.TRADER) throw new AppError('TRADER_ONLY');
    assertRoom(await countActiveAccounts(db, site.id, caller.userId), config, accType);
  }

  function assertRoom(
    counts: { trade: number; follow: number },
    config: { masterMaxNumber: number; copyMaxNumber: number },
    accType: number,
  ) {
    if (accType === ACC_TYPE.TRADE) {
      if (limitReached(counts.trade, config.masterMaxNumber)) throw new AppError('MASTER_LIMIT_REACHED');
    } else if (limitReached(counts.follow, config.copyMaxNumber)) {
      throw new AppError('COPY_LIMIT_REACHED');
    }
  }

  async function serverOf(platformId: number, serverId: number, locale: Locale) {
    const found = await findServer(db, serverId);
    if (!found || found.server.platformId !== platformId) {
      throw new AppError('VALIDATION_FAILED', {
        fieldErrors: [{ field: 'serverListId', message: translate(locale, 'validation.server.required') }],
      });
    }
    return found;
  }

  /** Inserts the bound account, then opens its session, stores its symbols and starts the history import. */
  async function bindVerified(site: SiteScope, caller: Caller, input: VerifiedAccount, secret: BindSecret) {
    const config = await sites.row(site);
    let row;
    try {
      row = await db.transaction(async (tx) => {
        // Again with the user's row locked, so concurrent binds cannot pass the limit together.
        if (!(await users.tryLock(site, caller.userId, tx))) throw new AppError('UNAUTHENTICATED');
        assertRoom(await countActiveAccounts(tx, site.id, caller.userId), config, input.accType);
        const loginOrder = await nextLoginOrder(tx, caller.userId);
        // A bridge key binds once: a concurrent bind of the same key finds it bound and stops here.
        if (
          'bridgeKeyId' in secret &&
          !(await markKeyBound(
            tx,
            secret.bridgeKeyId,
            { server: input.serverName, login: input.login },
            clock.now(),
          ))
        ) {
          throw new AppError('BRIDGE_KEY_SPENT');
        }
        return insertAccount(tx, {
          siteId: site.id,
          userId: caller.userId,
          accType: input.accType,
          platformId: input.platformId,
          serverId: input.serverId,
          login: input.login,
          ...('bridgeKeyId' in secret
            ? {
                passwordEnc: '',
                passwordKind: 'bridge',
                bridgeKeyId: secret.bridgeKeyId,
                via: 'bridge' as const,
              }
            : {
                via: secret.via ?? 'direct',
                passwordEnc: sealSecret(
                  passwordKey,
                  secret.password,
                  passwordAad({ siteId: site.id, serverId: input.serverId, login: input.login }),
                ),
                passwordKind: secret.access,
              }),
          loginOrder,
          isMock: input.isDemo ? 1 : 0,
        });
      });
      if ('bridgeKeyId' in secret) bridge.forget(secret.bridgeKeyId);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('ACCOUNT_ALREADY_BOUND', { cause: error });
      throw error;
    }
    // Attaching opens the session, imports the history and (through the hook below) stores the symbols.
    await mirror.attach(
      toMirrored({
        account: row,
        platformName: '',
        serverName: input.serverName,
        isDemoServer: input.isDemo,
      }),
    );
    return { mtAccId: row.id, loginOrder: row.loginOrder, login: row.login };
  }

  // An account's symbol table is read from its trade server on its first session (bound by a user or
  // by the seed); later only a refresh or the owner changes it.
  mirror.onConnected(async (account, session) => {
    const row = await findAccount(db, account.siteId, account.id);
    if (row && !row.account.symbolUpdatedAt) {
      await storeSymbols(account.siteId, account.id, await session.symbols());
    }
  });

  const remote = createRemoteBinding(deps, { checkLimits, bindVerified });

  return {
    ...remote,

    async platforms(nameContains?: string): Promise<Platform[]> {
      return listPlatforms(db, nameContains || undefined);
    },

    async servers(platformId: number): Promise<TradeServer[]> {
      return (await listServers(db, platformId)).map((s) => ({
        id: s.id,
        serverName: s.name,
        platformId: s.platformId,
        isDemo: s.isDemo ? 1 : 0,
      }));
    },

    /**
     * Binds an MT4 account: the caller's own user id, a trader for trade accounts, below the site's
     * limits, a server of the chosen platform, a login not bound on this site yet, and credentials the
     * trade server accepts. A follow account needs the trading password (we place orders with it); a
     * trade account is only read, so its investor password is enough.
     */
    async bind(site: SiteScope, caller: Caller, body: BindAccountBody, locale: Locale) {
      sites.assertOpen(site);
      if (body.userId !== caller.userId) throw new AppError('FORBIDDEN');
      await checkLimits(site, caller, body.accType);
      const { server } = await serverOf(body.platformId, body.serverListId, locale);
      // A server only the EA bridge or MetaApi reaches has no direct login (the list does not offer it).
      if (server.gateway !== 'sim') throw new AppError('MT4_SERVER_UNREACHABLE');
      if (await findActiveByServerLogin(db, site.id, server.id, body.login))
        throw new AppError('ACCOUNT_ALREADY_BOUND');

      const verdict = await gateway.verify({
        server: server.name,
        login: body.login,
        password: body.tradePwd,
      });
      if (!verdict.ok) {
        throw new AppError(
          verdict.reason === 'unreachable' ? 'MT4_SERVER_UNREACHABLE' : 'MT4_CREDENTIALS_INVALID',
        );
      }
      if (verdict.access === 'investor' && body.accType === ACC_TYPE.FOLLOW)
        throw new AppError('MT4_INVESTOR_PASSWORD');
      return bindVerified(
        site,
        caller,
        {
          accType: body.accType,
          platformId: body.platformId,
          serverId: server.id,
          serverName: server.name,
          isDemo: server.isDemo,
          login: body.login,
        },
        { password: body.tradePwd, access: verdict.access },
      );
    },

    /** Opens a new account on a demo server and binds it; the passwords are returned this once only. */
    async createDemo(
      site: SiteScope,
      caller: Caller,
      body: { accType: number; platformId: number; serverListId: number; leverage: number; deposit: number },
      locale: Locale,
    ) {
      sites.assertOpen(site);
      await checkLimits(site, caller, body.accType);
      const { server } = await serverOf(body.platformId, body.serverListId, locale);
      if (!server.isDemo) throw new AppError('DEMO_SERVER_ONLY');
      if (!gateway.createDemoAccount) throw new AppError('MT4_SERVER_UNREACHABLE');
      const user = await users.byId(site, caller.userId);
      const created = await gateway.createDemoAccount(server.name, {
        name: user.nickName || `User ${user.id}`,
        leverage: body.leverage,
        deposit: `${body.deposit}.00`,
      });
      const bound = await bindVerified(
        site,
        caller,
        {
          accType: body.accType,
          platformId: body.platformId,
          serverId: server.id,
          serverName: server.name,
          isDemo: true,
          login: created.login,
        },
        { password: created.password, access: 'trade' },
      );
      return {
        ...bound,
        serverName: server.name,
        tradePwd: created.password,
        investorPwd: created.investorPassword,
      };
    },

    /**
     * A trade account as a subscription target: bound on this site and of accType 1, with what the
     * subscription rules read; null when it is unbound, unknown or not a trade account.
     */
    async masterForSubscription(site: SiteScope, accountId: number) {
      const row = await findAccount(db, site.id, accountId);
      if (!row || row.account.accType !== ACC_TYPE.TRADE) return null;
      const a = row.account;
      return {
        id: a.id,
        userId: a.userId,
        restricted: a.restricted,
        feeType: a.feeType,
        followerBalanceMin: a.followerBalanceMin,
      };
    },

    /** Closes a position of one of the caller's accounts through its session; false without a session. */
    async closePosition(
      site: SiteScope,
      caller: Caller,
      accountId: number,
      ticket: number,
    ): Promise<boolean> {
      const row = await ownAccount(site, caller, accountId);
      const session = mirror.session(row.account.id);
      if (!session) return false;
      const result = await session.close(ticket);
      return result.ok || result.code === 4108;
    },

    /** Where an account of the site lives (server and login), for development controls. */
    async whereIs(site: SiteScope, accountId: number): Promise<{ server: string; login: string }> {
      const row = await findAccount(db, site.id, accountId);
      if (!row) throw new AppError('NOT_FOUND');
      return { server: row.serverName, login: row.account.login };
    },

    async list(site: SiteScope, caller: Caller, accType?: number): Promise<AccountListItem[]> {
      return (await listUserAccounts(db, site.id, caller.userId, accType)).map(toListItem);
    },

    async counts(site: SiteScope, caller: Caller): Promise<AccountCounts> {
      const [counts, row] = await Promise.all([
        countActiveAccounts(db, site.id, caller.userId),
        sites.row(site),
      ]);
      return {
        masterNumber: counts.trade,
        copyNumber: counts.follow,
        masterMaxNumber: row.masterMaxNumber,
        copyMaxNumber: row.copyMaxNumber,
      };
    },

    async detail(site: SiteScope, caller: Caller, accountId: number): Promise<AccountDetail> {
      const [row, owner] = await Promise.all([
        ownAccount(site, caller, accountId),
        users.byId(site, caller.userId),
      ]);
      return toDetail(row, owner.nickName);
    },

    async details(site: SiteScope, caller: Caller, accType?: number): Promise<AccountDetail[]> {
      const [rows, owner] = await Promise.all([
        listUserAccounts(db, site.id, caller.userId, accType),
        users.byId(site, caller.userId),
      ]);
      return rows.map((row) => toDetail(row, owner.nickName));
    },

    /**
     * The public face of a trade account (visitors see trade accounts only), its strategy in the reader's
     * `locale` (callers that only check that the account is public may leave it out).
     */
    async publicInfo(
      site: SiteScope,
      accountId: number,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<MtAccountInfo> {
      const row = await findAccountWithOwner(db, site.id, accountId);
      if (!row || row.account.accType !== ACC_TYPE.TRADE) throw new AppError('NOT_FOUND');
      return {
        mtAccId: row.account.id,
        userName: row.nickName,
        image: row.portraitImg,
        loginOrder: row.account.loginOrder,
        login: row.account.login,
        platformName: row.platformName,
        serverName: row.serverName,
        accType: row.account.accType,
        isMock: row.account.isMock,
        ...publicStrategy(row.account, locale),
      };
    },

    async publicTradeAccounts(site: SiteScope, page: { page: number; pageSize: number }, locale: Locale) {
      const { rows, total } = await pagePublicTradeAccounts(db, site.id, {
        offset: (page.page - 1) * page.pageSize,
        limit: page.pageSize,
      });
      return {
        total,
        content: rows.map((row): MtAccountInfo => ({
          mtAccId: row.account.id,
          userName: row.nickName,
          image: row.portraitImg,
          loginOrder: row.account.loginOrder,
          login: row.account.login,
          platformName: row.platformName,
          serverName: row.serverName,
          accType: row.account.accType,
          isMock: row.account.isMock,
          ...publicStrategy(row.account, locale),
        })),
      };
    },

    /**
     * The owner's texts and, for trade accounts, the follower-balance minimum (null removes it). The
     * strategy is kept as written; `strategyTranslations`, when sent, replaces its translations: only
     * into languages the site offers, and only beside an original (a translation of nothing is refused).
     */
    async updateInfo(
      site: SiteScope,
      caller: Caller,
      body: {
        mtAccId: number;
        strategy?: string | undefined;
        strategyTranslations?: StrategyTranslations | undefined;
        followerBalanceMin?: string | null | undefined;
      },
      locale: Locale,
    ) {
      const row = await ownAccount(site, caller, body.mtAccId);
      const a = row.account;
      // A locked strategy stays as the admin left it; sending it back unchanged (a whole form) is fine.
      const changesStrategy =
        (body.strategy !== undefined && body.strategy !== a.strategy) ||
        (body.strategyTranslations !== undefined &&
          !sameTranslations(body.strategyTranslations, a.strategyTranslations));
      if (changesStrategy && a.strategyLocked) throw new AppError('STRATEGY_LOCKED');
      const fieldErrors: FieldError[] = [];
      if (body.followerBalanceMin !== undefined && a.accType !== ACC_TYPE.TRADE) {
        fieldErrors.push({ field: 'followerBalanceMin', message: translate(locale, 'validation.invalid') });
      }
      if (body.strategyTranslations !== undefined) {
        const offered = parseAvailableLang((await sites.row(site)).availableLang);
        for (const language of Object.keys(body.strategyTranslations) as Locale[]) {
          if (!offered.includes(language)) {
            fieldErrors.push({
              field: `strategyTranslations.${language}`,
              message: translate(locale, 'validation.strategy.language'),
            });
          }
        }
        const original = body.strategy ?? a.strategy;
        if (original === '' && Object.keys(body.strategyTranslations).length > 0) {
          fieldErrors.push({
            field: 'strategy',
            message: translate(locale, 'validation.strategy.originalRequired'),
          });
        }
      }
      if (fieldErrors.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });
      // Emptying the strategy empties its translations too (they would translate nothing).
      const translations = body.strategyTranslations ?? (body.strategy === '' ? {} : undefined);
      await updateAccountInfo(
        db,
        site.id,
        a.id,
        {
          ...(body.strategy === undefined ? {} : { strategy: body.strategy }),
          ...(translations === undefined ? {} : { strategyTranslations: translations }),
          ...(body.followerBalanceMin === undefined ? {} : { followerBalanceMin: body.followerBalanceMin }),
        },
        clock.now(),
      );
    },

    /**
     * `adminLockStrategy`: the site's admin locks or unlocks a live trade account's strategy (it
     * advertised): readers then get '' and the owner cannot change it. Not on this site: 404.
     */
    async lockStrategy(site: SiteScope, caller: Caller, accountId: number, locked: boolean) {
      if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
      const row = await findAccount(db, site.id, accountId);
      if (!row || row.account.accType !== ACC_TYPE.TRADE) throw new AppError('NOT_FOUND');
      await setStrategyLocked(db, site.id, accountId, locked, clock.now());
      return { mtAccId: accountId, strategyLocked: locked };
    },

    /** Stores a trade account's fee settings, as the fees module decided them (it checks the caller). */
    async setFees(site: SiteScope, accountId: number, fee: FeeColumns, at: Date): Promise<void> {
      await setFeeColumns(db, site.id, accountId, { ...fee, at });
    },

    async unbind(site: SiteScope, caller: Caller, accountId: number) {
      const row = await ownAccount(site, caller, accountId);
      await mirror.detach(row.account.id);
      await markUnbound(db, site.id, row.account.id, clock.now());
      // The EA of an unbound account is refused from now on (its key drives this account only).
      const keyId = row.account.bridgeKeyId;
      if (keyId !== null) {
        await revokeKey(db, keyId, clock.now());
        bridge.forget(keyId);
      }
    },

    async orders(
      site: SiteScope,
      caller: Caller,
      query: { mtAccId: number; scope: 'open' | 'history'; page: number; pageSize: number },
    ): Promise<{ content: MtOrder[]; total: number }> {
      const row = await ownAccount(site, caller, query.mtAccId);
      const { rows, total } = await pageOrders(db, site.id, row.account.id, query.scope, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { content: rows.map(toOrder), total };
    },

    /**
     * An account's symbol table: `getMtAccountSymbols` shows a trade account's to anyone (what the signal
     * trades is public); `ownerOnly` (the back office) shows the caller's own accounts only.
     */
    async symbols(
      site: SiteScope,
      caller: Caller | null,
      accountId: number,
      ownerOnly = false,
    ): Promise<AccountSymbols> {
      const row = await findAccountWithOwner(db, site.id, accountId);
      const own = row?.account.userId === caller?.userId;
      const visible = row && (own || (!ownerOnly && row.account.accType === ACC_TYPE.TRADE));
      if (!row || !visible) throw new AppError('NOT_FOUND');
      return {
        mtAccId: row.account.id,
        login: row.account.login,
        loginOrder: row.account.loginOrder,
        platformName: row.platformName,
        userName: row.nickName,
        image: row.portraitImg,
        status: row.account.connectionStatus,
        symbolUpdateTime: row.account.symbolUpdatedAt?.getTime() ?? null,
        symbolList: (await listSymbols(db, site.id, row.account.id)).map(toSymbolRow),
      };
    },

    async standardSymbols(): Promise<StandardSymbol[]> {
      return (await listStandardSymbols(db)).map((s) => ({ symbol: s.symbol, symbolType: s.symbolType }));
    },

    /** The owner maps symbols by hand; an empty standard symbol unbinds one (status 24). */
    async updateSymbols(
      site: SiteScope,
      caller: Caller,
      body: { mtAccountId: number; symbolS: { id: number; standardSymbol: string }[] },
      locale: Locale,
    ) {
      const row = await ownAccount(site, caller, body.mtAccountId);
      const known = new Set(await standards());
      const mine = new Set((await listSymbols(db, site.id, row.account.id)).map((s) => s.id));
      const fieldErrors = body.symbolS.flatMap((s, i) => {
        if (!mine.has(s.id))
          return [{ field: `symbolS.${i}.id`, message: translate(locale, 'status.NOT_FOUND') }];
        if (s.standardSymbol && !known.has(s.standardSymbol)) {
          return [{ field: `symbolS.${i}.standardSymbol`, message: translate(locale, 'validation.invalid') }];
        }
        return [];
      });
      if (fieldErrors.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });
      await setSymbolStandards(
        db,
        site.id,
        row.account.id,
        body.symbolS.map((s) => ({
          id: s.id,
          standardSymbol: s.standardSymbol,
          status: s.standardSymbol ? SYMBOL_STATUS.NORMAL : SYMBOL_STATUS.UNBOUND,
        })),
        clock.now(),
      );
      deps.onSymbolsChanged?.(row.account.id);
    },

    /**
     * Refreshes the account's symbols from its trade server. The seed promises completion within 24
     * hours (`completesBy`); through an open session the gateway answers at once, so the table is fresh
     * when this returns. Without a session (the link is broken) nothing can be read: 503.
     */
    async refreshSymbols(site: SiteScope, caller: Caller, accountId: number) {
      const row = await ownAccount(site, caller, accountId);
      const session = mirror.session(row.account.id);
      if (!session) throw new AppError('MT4_SERVER_UNREACHABLE');
      await storeSymbols(site.id, row.account.id, await session.symbols());
      return { queued: true, completesBy: clock.now().getTime() + SYMBOL_REFRESH_WINDOW_MS };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
