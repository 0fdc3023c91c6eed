import { randomBytes } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import type { Db } from '../client';
import { mtAccounts, tradeServers } from '../schema/accounts';
import { operatorSessions, operators } from '../schema/operator';
import { simState } from '../schema/sim';
import { siteConnections } from '../schema/sites';
import { sessions, verificationCodes } from '../schema/users';
import { openTotpSecret, sealTotpSecret } from '../../modules/operator/totp';
import { hmacHex, openSecret, sealSecret, type Keys } from '../../platform/secrets';
import { passwordAad } from '../../trading/account-mirror';
import { SIM_DEMO_PASSWORDS } from '../../trading/sim/sim-demo';

/*
 * A restored demo snapshot (src/demo/snapshot.ts) sealed again with its data folder's own key, before any
 * service runs: like the seed, it writes the demo's rows of several modules once, at a first start.
 */

const WORLD_KEY = 'world';

/** The MT4 accounts with a sealed password, with their trade server's name. */
export function sealedPasswords(db: Db) {
  return db
    .select({
      id: mtAccounts.id,
      siteId: mtAccounts.siteId,
      serverId: mtAccounts.serverId,
      login: mtAccounts.login,
      passwordEnc: mtAccounts.passwordEnc,
      server: tradeServers.name,
    })
    .from(mtAccounts)
    .innerJoin(tradeServers, eq(tradeServers.id, mtAccounts.serverId))
    .where(ne(mtAccounts.passwordEnc, ''));
}

/** The world's accounts as saved (only what is sealed again is read). */
type SavedWorld = {
  servers: { name: string; accounts: { login: number; passwordHash: string; investorHash: string }[] }[];
};

/**
 * Seals everything the snapshot's key sealed with the folder's own key `to`, in one transaction: MT4
 * passwords, operators' TOTP secrets, MetaApi tokens, and the simulated brokers' password hashes (kept
 * where the password is known: the demo's, or a stored MT4 password of the account; any other hash is
 * replaced by one nobody can match). Sign-in sessions and verification codes are dropped.
 */
export async function sealAgain(
  db: Db,
  from: Keys,
  to: Keys,
): Promise<{ passwords: number; brokerHashesKept: number; brokerHashesLocked: number }> {
  return db.transaction(async (tx) => {
    const known = new Map<string, string[]>();
    const accounts = await sealedPasswords(tx);
    for (const account of accounts) {
      const aad = passwordAad(account);
      const password = openSecret(from.mt4Password, account.passwordEnc, aad);
      await tx
        .update(mtAccounts)
        .set({ passwordEnc: sealSecret(to.mt4Password, password, aad) })
        .where(eq(mtAccounts.id, account.id));
      const key = `${account.server}:${account.login}`;
      known.set(key, [...(known.get(key) ?? []), password]);
    }

    for (const operator of await tx.select().from(operators)) {
      const secret = openTotpSecret(from.operatorTotp, operator.totpSecret, operator.email);
      await tx
        .update(operators)
        .set({ totpSecret: sealTotpSecret(to.operatorTotp, secret, operator.email) })
        .where(eq(operators.id, operator.id));
    }
    for (const connection of await tx
      .select()
      .from(siteConnections)
      .where(ne(siteConnections.metaApiTokenEnc, ''))) {
      const aad = `metaapi-token:${connection.siteId}`;
      const token = openSecret(from.mt4Password, connection.metaApiTokenEnc, aad);
      await tx
        .update(siteConnections)
        .set({ metaApiTokenEnc: sealSecret(to.mt4Password, token, aad) })
        .where(eq(siteConnections.siteId, connection.siteId));
    }
    await tx.delete(sessions);
    await tx.delete(operatorSessions);
    await tx.delete(verificationCodes);

    let brokerHashesKept = 0;
    let brokerHashesLocked = 0;
    const [saved] = await tx.select().from(simState).where(eq(simState.key, WORLD_KEY));
    if (saved) {
      const world = saved.state as SavedWorld;
      const again = (server: string, login: number, stored: string): string => {
        const candidates = [...Object.values(SIM_DEMO_PASSWORDS), ...(known.get(`${server}:${login}`) ?? [])];
        const password = candidates.find((p) => hmacHex(from.simPassword, p) === stored);
        if (password === undefined) brokerHashesLocked += 1;
        else brokerHashesKept += 1;
        return hmacHex(to.simPassword, password ?? randomBytes(24).toString('hex'));
      };
      for (const server of world.servers) {
        for (const account of server.accounts) {
          account.passwordHash = again(server.name, account.login, account.passwordHash);
          account.investorHash = again(server.name, account.login, account.investorHash);
        }
      }
      await tx.update(simState).set({ state: world }).where(eq(simState.key, WORLD_KEY));
    }
    return { passwords: accounts.length, brokerHashesKept, brokerHashesLocked };
  });
}
