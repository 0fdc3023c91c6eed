import { hkdfSync } from 'node:crypto';
import { isIP } from 'node:net';
import type { ConnectionOptions, TlsOptions } from 'node:tls';

/**
 * The broker wire's protection (issue 20): with BROKER_SECRET set on both ends, the wire runs over TLS 1.2
 * with a pre-shared key (RFC 4279; node:tls, no certificate to issue). Each end proves it knows the
 * secret, every byte is encrypted (the MT4 passwords cross this wire) and ECDHE gives each connection keys
 * of its own. A peer without the secret fails the handshake and never sees a message.
 *
 * The key is derived from the secret with HKDF, so the secret itself never serves as a key.
 */

/** ECDHE-PSK suites only: forward secrecy, authenticated encryption. */
const CIPHERS = 'ECDHE-PSK-CHACHA20-POLY1305:ECDHE-PSK-AES256-CBC-SHA384';
const IDENTITY = 'copytrade-api';

/** BROKER_SECRET's minimum length (a random 32 bytes in hex is 64). */
export const BROKER_SECRET_MIN_LENGTH = 32;

function brokerKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'copytrade.broker-wire', 'tls-psk', 32));
}

/** The broker process's TLS options: only a client that knows the secret completes the handshake. */
export function brokerServerTls(secret: string): TlsOptions {
  const key = brokerKey(secret);
  return {
    ciphers: CIPHERS,
    minVersion: 'TLSv1.2',
    maxVersion: 'TLSv1.2',
    pskIdentityHint: 'copytrade-broker',
    pskCallback: (_socket, identity) => (identity === IDENTITY ? key : null),
  };
}

/** An API process's TLS options: the broker proves it knows the secret (no certificate, no host check). */
export function brokerClientTls(secret: string): ConnectionOptions {
  const key = brokerKey(secret);
  return {
    ciphers: CIPHERS,
    minVersion: 'TLSv1.2',
    maxVersion: 'TLSv1.2',
    checkServerIdentity: () => undefined,
    pskCallback: () => ({ psk: key, identity: IDENTITY }),
  };
}

/** Whether a host name or address is this machine's loopback (the only place the wire may go unprotected). */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h === '::1') return true;
  return isIP(h) === 4 && h.startsWith('127.');
}
