import { lookup } from 'node:dns/promises';
import http from 'node:http';
import { BlockList, isIP } from 'node:net';
import { SITE_SETTINGS_LIMITS, type DomainCheckFailure } from '@copytrade/contracts/site-settings';
import { createSemaphore } from '../../platform/concurrency';

export type DomainCheckResult = { ok: boolean; failure: DomainCheckFailure | null };

/** Checks that may run at once in this process (each holds a socket for up to the timeout). */
const checks = createSemaphore(4);

/** Most bytes of the answer read (a site config is a few kB). */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * The address a host name reaches: `localhost` and `*.localhost` are the loopback address (RFC 6761, as
 * Chromium and curl treat them; the system resolver may not know them), an IP literal is itself, anything
 * else is asked of the system resolver. Null when the name has no address.
 */
async function addressOf(host: string, deadline: number): Promise<string | null> {
  if (host === 'localhost' || host.endsWith('.localhost')) return '127.0.0.1';
  if (isIP(host)) return host;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), Math.max(0, deadline - Date.now()));
    });
    const found = await Promise.race([lookup(host).then((r) => r.address), timeout]);
    return found;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Addresses a check never reaches through a public name (a domain check must not become a way to probe
 * the operator's own network): private, loopback, link-local (cloud metadata), unspecified, carrier-grade
 * NAT, multicast and reserved ranges. Only `localhost` and `*.localhost` names reach the loopback address.
 */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

/** Whether `address` (an IP literal) is one a check may reach for the host name `host`. */
export function reachable(host: string, address: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  // An IPv4-mapped IPv6 address is checked as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return !INTERNAL.check(mapped, 'ipv4');
  return !INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** The site code of a getSiteConfig answer, or null when the body is not one. */
function siteCodeOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { status?: unknown; content?: { siteId?: unknown }[] };
    const code = parsed.content?.[0]?.siteId;
    return parsed.status === 10000 && typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

/**
 * Whether the site answers on `domain` (host with optional port): one POST to
 * `http://<domain>/cms/front/getSiteConfig` with the domain as Host, no redirect followed, nothing sent
 * anywhere else; it passes when the answer is the site with code `siteCode`. The failures: `dns` (no
 * address), `timeout`, `unreachable` (refused, reset), `notSite` (not our API's answer), `otherSite`.
 */
export function checkSiteDomain(
  domain: string,
  siteCode: string,
  timeoutMs: number = SITE_SETTINGS_LIMITS.DOMAIN_CHECK_TIMEOUT_MS,
): Promise<DomainCheckResult> {
  return checks.run(async () => {
    const deadline = Date.now() + timeoutMs;
    const match = /^(.*?)(?::(\d+))?$/.exec(domain);
    const host = match?.[1] ?? domain;
    const port = match?.[2] ? Number(match[2]) : 80;
    const address = await addressOf(host, deadline);
    if (address === null) return { ok: false, failure: Date.now() >= deadline ? 'timeout' : 'dns' };
    // An internal address is not a site's public address: nothing is sent to it.
    if (!reachable(host, address)) return { ok: false, failure: 'unreachable' };
    return new Promise<DomainCheckResult>((resolve) => {
      let settled = false;
      const finish = (result: DomainCheckResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        req.destroy();
        resolve(result);
      };
      const req = http.request(
        {
          host: address,
          port,
          method: 'POST',
          path: '/cms/front/getSiteConfig',
          agent: false,
          headers: {
            host: domain,
            accept: 'application/json',
            'content-type': 'application/json',
            'content-length': '2',
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_ANSWER_BYTES) finish({ ok: false, failure: 'notSite' });
            else chunks.push(chunk);
          });
          res.on('end', () => {
            if (res.statusCode !== 200) return finish({ ok: false, failure: 'notSite' });
            const code = siteCodeOf(Buffer.concat(chunks).toString('utf8'));
            if (code === null) return finish({ ok: false, failure: 'notSite' });
            return finish(
              code === siteCode ? { ok: true, failure: null } : { ok: false, failure: 'otherSite' },
            );
          });
          res.on('error', () => finish({ ok: false, failure: 'unreachable' }));
        },
      );
      const timer = setTimeout(
        () => finish({ ok: false, failure: 'timeout' }),
        Math.max(0, deadline - Date.now()),
      );
      req.on('error', () => finish({ ok: false, failure: 'unreachable' }));
      req.end('{}');
    });
  });
}
