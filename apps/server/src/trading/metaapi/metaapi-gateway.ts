import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AccountSession, Credentials, SessionEvent, TradingGateway, VerifyResult } from '../gateway';
import { figuresFrom } from './metaapi-mapping';
import { createMetaApiSession, type MetaApiSessionTimeouts } from './metaapi-session';
import type { MetaApiError, MetaApiLike, MetatraderAccountLike } from './sdk-types';

export type MetaApiGatewayTimeouts = MetaApiSessionTimeouts & {
  /** Waits for a MetaApi account to be deployed, to reach its broker, and to synchronize, in seconds. */
  deploySeconds: number;
  connectSeconds: number;
  syncSeconds: number;
  /** Polling interval of the SDK's waits. */
  pollMs: number;
};

export type MetaApiGatewayOptions = {
  /** The site's MetaApi client (sdk-loader.ts `loadMetaApi`, or a fake in tests). */
  api: MetaApiLike;
  log: FastifyBaseLogger;
  timeouts?: Partial<MetaApiGatewayTimeouts>;
};

const DEFAULT_TIMEOUTS: MetaApiGatewayTimeouts = {
  deploySeconds: 300,
  connectSeconds: 300,
  syncSeconds: 300,
  pollMs: 1000,
  tradeEventMs: 30_000,
  settleMs: 5_000,
  figuresEveryMs: 1_000,
};

/** MetaApi lists at most this many accounts per page. */
const PAGE = 1000;

/** Why a verify failed, from what the SDK threw (its ValidationError `details`, documented for createAccount). */
function verdictOf(err: unknown): VerifyResult {
  const e = err as MetaApiError;
  if (e?.name === 'ValidationError') {
    const details = e.details as string | { code?: string } | undefined;
    const code = typeof details === 'string' ? details : details?.code;
    if (code === 'E_AUTH') return { ok: false, reason: 'invalid_credentials' };
    if (code === 'E_SRV_NOT_FOUND') return { ok: false, reason: 'unknown_server' };
  }
  return { ok: false, reason: 'unreachable' };
}

/**
 * What of an SDK error may be logged: its name and code. Never the error itself: a network error from
 * the SDK's HTTP client carries the request's headers, the token among them.
 */
function loggable(err: unknown) {
  const e = err as MetaApiError;
  const details = e?.details as string | { code?: string } | undefined;
  return { name: e?.name, code: typeof details === 'string' ? details : details?.code };
}

/**
 * MetaApi cloud behind the gateway port (docs/metaapi.md): each MT4 account is a MetaApi account of the
 * site's token, found by server and login or provisioned with the password (MT4, cloud-g2, magic 0),
 * deployed, and read and traded through a streaming connection (metaapi-session.ts). The servers are the
 * operator's to name, so the catalog is empty; MetaApi cannot open demo accounts here.
 */
export function createMetaApiGateway(options: MetaApiGatewayOptions): TradingGateway {
  const { api } = options;
  const log = options.log.child({ module: 'metaapi-gateway' });
  const timeouts: MetaApiGatewayTimeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  /** MetaApi account ids by `server:login`, once found. */
  const ids = new Map<string, string>();
  /** A salted digest of the password each account was last given, so a known password is not sent again. */
  const salt = randomBytes(16);
  const given = new Map<string, string>();
  /** One provisioning at a time per account (ten binds at once must not create ten MetaApi accounts). */
  const tails = new Map<string, Promise<unknown>>();
  const sessions = new Set<AccountSession>();

  const keyOf = (c: Credentials) => `${c.server}:${c.login}`;
  const digest = (c: Credentials) =>
    createHash('sha256')
      .update(salt)
      .update(`${keyOf(c)}\0${c.password}`)
      .digest('hex');

  function serially<T>(key: string, task: () => Promise<T>): Promise<T> {
    const run = (tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  }

  async function find(c: Credentials): Promise<MetatraderAccountLike | null> {
    const known = ids.get(keyOf(c));
    if (known) {
      try {
        return await api.metatraderAccountApi.getAccount(known);
      } catch (err) {
        if ((err as Error)?.name !== 'NotFoundError') throw err;
        ids.delete(keyOf(c));
      }
    }
    for (let offset = 0; ; offset += PAGE) {
      const page = await api.metatraderAccountApi.getAccountsWithInfiniteScrollPagination({
        query: c.login,
        version: 4,
        limit: PAGE,
        offset,
      });
      const match = page.find((a) => a.login === c.login && a.server === c.server);
      if (match) return match;
      if (page.length < PAGE) return null;
    }
  }

  /** The account's MetaApi account, found or provisioned, deployed and connected to its broker. */
  function ensureAccount(c: Credentials): Promise<MetatraderAccountLike> {
    return serially(keyOf(c), async () => {
      let account = await find(c);
      let changed = false;
      if (!account) {
        log.info({ server: c.server, login: c.login }, 'metaapi: provisioning the account');
        account = await api.metatraderAccountApi.createAccount({
          name: `${c.login}@${c.server}`,
          type: 'cloud-g2',
          platform: 'mt4',
          login: c.login,
          password: c.password,
          server: c.server,
          magic: 0,
        });
      } else if (given.get(account.id) !== digest(c)) {
        // Found, but this process has not given it this password: MetaApi keeps the one it was given.
        await account.update({ name: account.name, password: c.password, server: c.server, magic: 0 });
        changed = true;
      }
      ids.set(keyOf(c), account.id);
      given.set(account.id, digest(c));
      if (account.state === 'DEPLOYED' && changed) await account.redeploy();
      else if (account.state !== 'DEPLOYED' && account.state !== 'DEPLOYING') await account.deploy();
      await account.waitDeployed(timeouts.deploySeconds, timeouts.pollMs);
      await account.waitConnected(timeouts.connectSeconds, timeouts.pollMs);
      return account;
    });
  }

  return {
    catalog: () => [],

    async verify(credentials) {
      const { server, login } = credentials;
      try {
        const account = await ensureAccount(credentials);
        const connection = account.getStreamingConnection();
        try {
          await connection.connect();
          await connection.waitSynchronized({
            timeoutInSeconds: timeouts.syncSeconds,
            intervalInMilliseconds: timeouts.pollMs,
          });
          const info = connection.terminalState.accountInformation;
          if (!info) return { ok: false, reason: 'unreachable' };
          return { ok: true, access: info.investorMode ? 'investor' : 'trade', figures: figuresFrom(info) };
        } finally {
          await connection.close().catch(() => undefined);
        }
      } catch (err) {
        // A password that did not get through is sent again next time.
        const id = ids.get(keyOf(credentials));
        if (id) given.delete(id);
        const verdict = verdictOf(err);
        log.warn({ server, login, err: loggable(err) }, 'metaapi: verify failed');
        return verdict;
      }
    },

    async openSession(credentials, onEvent: (event: SessionEvent) => void): Promise<AccountSession> {
      let account: MetatraderAccountLike;
      try {
        account = await ensureAccount(credentials);
      } catch (err) {
        log.warn(
          { server: credentials.server, login: credentials.login, err: loggable(err) },
          'metaapi: no account',
        );
        // eslint-disable-next-line preserve-caught-error -- an SDK error may carry request headers (the token)
        throw new Error('metaapi: the account is not available', { cause: loggable(err) });
      }
      const connection = account.getStreamingConnection();
      const { session, listener, seed } = createMetaApiSession({ connection, onEvent, log, timeouts });
      connection.addSynchronizationListener(listener);
      try {
        await connection.connect();
        await connection.waitSynchronized({
          timeoutInSeconds: timeouts.syncSeconds,
          intervalInMilliseconds: timeouts.pollMs,
        });
      } catch (err) {
        session.end();
        log.warn(
          { server: credentials.server, login: credentials.login, err: loggable(err) },
          'metaapi: no sync',
        );
        // eslint-disable-next-line preserve-caught-error -- an SDK error may carry request headers (the token)
        throw new Error('metaapi: the account did not synchronize', { cause: loggable(err) });
      }
      seed();
      const tracked: AccountSession = {
        ...session,
        end() {
          sessions.delete(tracked);
          session.end();
        },
      };
      sessions.add(tracked);
      return tracked;
    },

    stop() {
      for (const session of [...sessions]) session.end();
      api.close();
      return Promise.resolve();
    },
  };
}
