import type { BridgeKeyStatus, IssuedBridgeKey } from '@copytrade/contracts/accounts';
import type { BindMetaApiBody, BindModes } from '@copytrade/contracts/connections';
import { ACC_TYPE } from '@copytrade/contracts/constants';
import type { Locale } from '@copytrade/contracts/locale';
import { translate } from '@copytrade/contracts/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import { safeEqualHex } from '../../platform/secrets';
import { EA_DOWNLOAD_PATH } from '../../trading/bridge/bridge.routes';
import { BRIDGE_EXCHANGE_PATH } from '@copytrade/contracts/bridge';
import { countMetaApiAccounts, findActiveByServerLogin } from './account.repository';
import type { AccountServiceDeps, BindSecret, VerifiedAccount } from './account.service';
import {
  ensureBridgeServer,
  findAccountIdOfKey,
  findUserKey,
  insertBridgeKey,
  revokeWaitingKey,
} from './bridge-key.repository';
import { hashBridgeKey, newBridgeKey } from './bridge-keys';

/** What binding needs of the account service: the site's limits and the one insert of a verified account. */
type Core = {
  checkLimits(site: SiteScope, caller: Caller, accType: number): Promise<void>;
  bindVerified(
    site: SiteScope,
    caller: Caller,
    input: VerifiedAccount,
    secret: BindSecret,
  ): Promise<{ mtAccId: number; loginOrder: number; login: string }>;
};

/**
 * Binding beyond the password form (issue 16): EA bridge keys and their status, binding the account an EA
 * reported, the demo's simulated terminal, and binding through the site's MetaApi. Part of the account
 * service (spread into it), sharing its limits and its insert.
 */
export function createRemoteBinding(deps: AccountServiceDeps, core: Core) {
  const { db, clock, gateway, sites, users, bridge, metaApi } = deps;

  return {
    /**
     * A new EA bridge key for an account of `accType` (issue 16): shown once, kept as its hash. The
     * caller's earlier key that bound nothing is revoked in the same transaction, with the user's row locked
     * so that concurrent requests take turns (the partial unique index keeps one waiting key regardless).
     */
    async createBridgeKey(site: SiteScope, caller: Caller, accType: number): Promise<IssuedBridgeKey> {
      sites.assertOpen(site);
      await core.checkLimits(site, caller, accType);
      const issued = await db.transaction(async (tx) => {
        if (!(await users.tryLock(site, caller.userId, tx))) throw new AppError('UNAUTHENTICATED');
        const now = clock.now();
        for (const keyId of await revokeWaitingKey(tx, site.id, caller.userId, now)) bridge.forget(keyId);
        const fresh = newBridgeKey();
        const row = await insertBridgeKey(tx, {
          siteId: site.id,
          userId: caller.userId,
          accType,
          keyHash: fresh.keyHash,
          keyPrefix: fresh.keyPrefix,
        });
        return { keyId: row.id, key: fresh.key };
      });
      return { ...issued, exchangePath: BRIDGE_EXCHANGE_PATH, eaPath: EA_DOWNLOAD_PATH };
    },

    /** Where the caller's key is: the hub's link and what its EA said it is logged in to. */
    async bridgeKeyStatus(site: SiteScope, caller: Caller, keyId: number): Promise<BridgeKeyStatus> {
      const key = await findUserKey(db, site.id, caller.userId, keyId);
      if (!key) throw new AppError('NOT_FOUND');
      const mtAccId = key.boundAt ? await findAccountIdOfKey(db, key.id) : null;
      const link = bridge.status(key.id);
      const hello = link.hello;
      return {
        keyId: key.id,
        accType: key.accType,
        state: key.revokedAt ? 'revoked' : key.boundAt ? 'bound' : link.state,
        terminal: hello
          ? {
              company: hello.company,
              server: hello.server,
              login: hello.login,
              name: hello.name,
              currency: hello.currency,
              leverage: hello.leverage,
              tradeAllowed: hello.tradeAllowed,
            }
          : null,
        mtAccId,
      };
    },

    /**
     * Binds the account the key's EA is logged in to: the platform and server it reported (made on first
     * use), no password. The EA must be online with its hello; the key binds once.
     */
    async bindBridge(site: SiteScope, caller: Caller, keyId: number) {
      sites.assertOpen(site);
      const key = await findUserKey(db, site.id, caller.userId, keyId);
      if (!key) throw new AppError('NOT_FOUND');
      if (key.revokedAt || key.boundAt) throw new AppError('BRIDGE_KEY_SPENT');
      await core.checkLimits(site, caller, key.accType);
      const link = bridge.status(key.id);
      const hello = link.hello;
      if (link.state !== 'online' || !link.verified || !hello) throw new AppError('BRIDGE_NOT_CONNECTED');
      const server = await ensureBridgeServer(db, hello.company, hello.server);
      if (await findActiveByServerLogin(db, site.id, server.serverId, hello.login))
        throw new AppError('ACCOUNT_ALREADY_BOUND');
      return core.bindVerified(
        site,
        caller,
        {
          accType: key.accType,
          platformId: server.platformId,
          serverId: server.serverId,
          serverName: hello.server,
          isDemo: server.isDemo,
          login: hello.login,
        },
        { bridgeKeyId: key.id },
      );
    },

    /** `getBindModes`: the EA bridge always; MetaApi where the site's admin set a token; the demo's terminal. */
    async bindModes(site: SiteScope): Promise<BindModes> {
      return {
        bridge: true,
        metaApi: await metaApi.enabled(site.id),
        demoTerminal: deps.demoTerminal !== null,
      };
    },

    /**
     * `startDemoTerminal`: a simulated terminal with the EA for the caller's waiting key, sent as it was shown
     * (only its hash is kept: a key that does not match reads as not found).
     */
    async startDemoTerminal(site: SiteScope, caller: Caller, body: { keyId: number; key: string }) {
      if (!deps.demoTerminal) throw new AppError('NOT_FOUND');
      sites.assertOpen(site);
      const key = await findUserKey(db, site.id, caller.userId, body.keyId);
      if (!key || !safeEqualHex(key.keyHash, hashBridgeKey(body.key))) throw new AppError('NOT_FOUND');
      if (key.revokedAt || key.boundAt) throw new AppError('BRIDGE_KEY_SPENT');
      return deps.demoTerminal.start(`${site.id}:${caller.userId}`, body.key);
    },

    /**
     * Binds through the site's MetaApi (issue 16): MetaApi logs in to the named server with the password;
     * the server row is made on first use (its platform named by the server's prefix, as brokers name
     * their servers: 'ICMarkets-Live07' -> 'ICMarkets'). Same rules as the password form otherwise.
     */
    async bindMetaApi(site: SiteScope, caller: Caller, body: BindMetaApiBody, locale: Locale) {
      sites.assertOpen(site);
      await core.checkLimits(site, caller, body.accType);
      if (!(await metaApi.enabled(site.id))) throw new AppError('METAAPI_OFF');
      const verdict = await gateway.verify({
        server: body.serverName,
        login: body.login,
        password: body.tradePwd,
        metaApiSiteId: site.id,
      });
      if (!verdict.ok) {
        if (verdict.reason === 'unknown_server') {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: [
              { field: 'serverName', message: translate(locale, 'validation.serverName.unknown') },
            ],
          });
        }
        throw new AppError(
          verdict.reason === 'unreachable' ? 'MT4_SERVER_UNREACHABLE' : 'MT4_CREDENTIALS_INVALID',
        );
      }
      if (verdict.access === 'investor' && body.accType === ACC_TYPE.FOLLOW)
        throw new AppError('MT4_INVESTOR_PASSWORD');
      const company = body.serverName.split(/[-\s]/)[0] || body.serverName;
      const server = await ensureBridgeServer(db, company, body.serverName, 'metaapi');
      if (await findActiveByServerLogin(db, site.id, server.serverId, body.login))
        throw new AppError('ACCOUNT_ALREADY_BOUND');
      return core.bindVerified(
        site,
        caller,
        {
          accType: body.accType,
          platformId: server.platformId,
          serverId: server.serverId,
          serverName: body.serverName,
          isDemo: server.isDemo,
          login: body.login,
        },
        { password: body.tradePwd, access: verdict.access, via: 'metaapi' },
      );
    },

    /** Live accounts of the site bound through MetaApi (the site settings show it; clearing needs none). */
    metaApiAccounts(siteId: number, tx: Db = db): Promise<number> {
      return countMetaApiAccounts(tx, siteId);
    },
  };
}
