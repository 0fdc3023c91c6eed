import { createHash, randomBytes } from 'node:crypto';
import { bridgeKeyPrefix } from '@copytrade/contracts/bridge';
import type { Db } from '../../db/client';
import type { BridgeKeys } from '../../trading/bridge/hub';
import type { BridgeKeyRecord } from '../../trading/bridge/link';
import { findLiveKeyByHash } from './bridge-key.repository';

/** Hex SHA-256 of a key: what the database keeps (a key is 160 random bits: no salt or stretching needed). */
export function hashBridgeKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new key: `bk_` and 40 hex digits (docs/ea-bridge-protocol.md, Keys). */
export function newBridgeKey(): { key: string; keyHash: string; keyPrefix: string } {
  const key = `bk_${randomBytes(20).toString('hex')}`;
  return { key, keyHash: hashBridgeKey(key), keyPrefix: bridgeKeyPrefix(key) };
}

/** How long a verified key is trusted without reading it again (an EA calls several times a second). */
const CACHE_MS = 5_000;

/**
 * The hub's keys (hub.ts `BridgeKeys`) from the `bridge_keys` table, with a short cache of the keys that
 * passed; `forget` drops a key at once when it is bound or revoked.
 */
export function createBridgeKeyStore(db: Db, now: () => number = Date.now) {
  const cache = new Map<string, { record: BridgeKeyRecord; at: number }>();
  const hashes = new Map<number, string>();
  const store: BridgeKeys & { forget(keyId: number): void } = {
    async verify(key) {
      const keyHash = hashBridgeKey(key);
      const cached = cache.get(keyHash);
      if (cached && now() - cached.at < CACHE_MS) return cached.record;
      const row = await findLiveKeyByHash(db, keyHash);
      if (!row) {
        cache.delete(keyHash);
        return null;
      }
      const record: BridgeKeyRecord = {
        keyId: row.id,
        siteId: row.siteId,
        server: row.server,
        login: row.login,
      };
      cache.set(keyHash, { record, at: now() });
      hashes.set(row.id, keyHash);
      return record;
    },
    forget(keyId) {
      const keyHash = hashes.get(keyId);
      if (keyHash !== undefined) cache.delete(keyHash);
      hashes.delete(keyId);
    },
  };
  return store;
}
