import path from 'node:path';
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config/env';

/** Argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane); the library's defaults are weaker. */
const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash to verify against when the user does not exist, so timing does not tell. */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$5LsYUqr1GWvYI4vKqVc5Jg$vB8wsG3Zj1pwPhj2EuFNT+42174LsVTxv75Ir+KLtfU';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Keys derived from the one secret, one per purpose, so a leak of one use does not expose another. */
export type Keys = { codeHmac: Buffer; mt4Password: Buffer; simPassword: Buffer; operatorTotp: Buffer };

export function deriveKeys(master: Buffer): Keys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  return {
    codeHmac: derive('verification-code-hmac'),
    mt4Password: derive('mt4-trading-password-aes-gcm'),
    simPassword: derive('simulator-password-hmac'),
    /** Seals the platform operators' TOTP secrets (AES-256-GCM, as MT4 passwords). */
    operatorTotp: derive('operator-totp-secret-aes-gcm'),
  };
}

export function hmacHex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** A master key as written in SECRET_KEY or a `secret.key` file. */
export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  const b64 = Buffer.from(trimmed, 'base64');
  if (b64.length === 32) return b64;
  throw new Error('SECRET_KEY must be 32 bytes, as 64 hex characters or base64.');
}

/**
 * The master secret: SECRET_KEY, or for the embedded default a key generated once into
 * DATA_DIR/secret.key. A production deployment on PostgreSQL must set SECRET_KEY (every node needs the
 * same key, and losing it makes stored MT4 passwords unreadable).
 */
export async function loadMasterKey(config: Config): Promise<Buffer> {
  if (config.secretKey) return parseKey(config.secretKey);
  if (config.isProduction && config.databaseUrl) {
    throw new Error('SECRET_KEY is required in production with DATABASE_URL.');
  }
  const file = path.join(config.dataDir, 'secret.key');
  try {
    return parseKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}

/**
 * Seals a secret (an MT4 trading password) with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 * The associated data binds the ciphertext to its row, so a sealed value copied onto another account
 * does not open.
 */
export function sealSecret(key: Buffer, plain: string, associatedData: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string, associatedData: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
