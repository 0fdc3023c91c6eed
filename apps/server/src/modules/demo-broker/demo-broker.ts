import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../platform/html';

/**
 * The demo "broker home page" (issue 19, iframe mode): another site, on another origin, that embeds the
 * strategy square with the snippet the site settings generate. Two host names answer it, any port:
 *
 * - `broker.localhost`: an origin the demo site lists in its frame ancestors, so the square shows;
 * - `rogue.localhost`: the same page on an origin the site does NOT list, so the browser refuses the frame.
 *
 * Every other host is untouched (the hook returns at once). The page is another site's, so it carries its
 * own Content-Security-Policy (inline script and any frame allowed), set in an onSend hook added after
 * the site's security headers so it replaces theirs on these hosts only.
 */
export const DEMO_BROKER_HOSTS = ['broker.localhost', 'rogue.localhost'] as const;
export type DemoBrokerHost = (typeof DEMO_BROKER_HOSTS)[number];

/** The broker page's own policy: its inline styles and the snippet's script, frames from anywhere. */
export const DEMO_BROKER_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-src *; frame-ancestors 'none'";

/** `broker.localhost` / `rogue.localhost` with the port of the Host header, else null. */
export function demoBrokerHostOf(
  hostHeader: string | undefined,
): { host: DemoBrokerHost; port: string } | null {
  const match = /^([a-z.]+)(?::(\d{1,5}))?$/i.exec((hostHeader ?? '').trim());
  if (!match) return null;
  const host = match[1]!.toLowerCase();
  if (!(DEMO_BROKER_HOSTS as readonly string[]).includes(host)) return null;
  return { host: host as DemoBrokerHost, port: match[2] ?? '' };
}

/**
 * The embed snippet as an operator pastes it (the same shape the site settings generate): the iframe and a
 * script that takes height messages from the site's origin only.
 */
export function embedSnippet(siteOrigin: string, query: string): string {
  const src = `${siteOrigin}/iframeStrategy?${query}`;
  return [
    `<iframe id="copytrade-strategy" src="${escapeHtml(src)}" title="Strategy square" loading="lazy" style="width:100%;border:0;height:640px"></iframe>`,
    '<script>',
    '(function () {',
    "  var frame = document.getElementById('copytrade-strategy');",
    `  var origin = ${JSON.stringify(siteOrigin)};`,
    "  window.addEventListener('message', function (event) {",
    '    if (event.origin !== origin || event.source !== frame.contentWindow) return;',
    '    var data = event.data;',
    "    if (!data || data.type !== 'copytrade:height' || typeof data.height !== 'number') return;",
    "    frame.style.height = Math.max(200, Math.ceil(data.height)) + 'px';",
    '  });',
    '})();',
    '</script>',
  ].join('\n');
}

/** The broker's home page, embedding the square of the site at `siteOrigin`. */
export function demoBrokerPage(options: { host: DemoBrokerHost; siteOrigin: string }): string {
  const rogue = options.host === 'rogue.localhost';
  const snippet = embedSnippet(options.siteOrigin, 'lang=en_US&theme=light&target=blank');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Meridian FX — Partner broker</title>
<style>
  :root { --ink: #0f1f33; --muted: #56657a; --brand: #0b6bcb; --line: #e3e8ef; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Noto Sans CJK SC", sans-serif; color: var(--ink); background: #f5f7fa; }
  .top { background: #0f1f33; color: #fff; }
  .bar { max-width: 1200px; margin: 0 auto; padding: 16px 24px; display: flex; align-items: center; gap: 24px; }
  .logo { font-weight: 700; font-size: 20px; letter-spacing: .2px; }
  .logo span { color: #5fb3ff; }
  .nav { display: flex; gap: 20px; margin-left: auto; font-size: 14px; }
  .nav a { color: #c9d6e6; text-decoration: none; }
  .open { background: #5fb3ff; color: #0f1f33 !important; padding: 8px 16px; border-radius: 6px; font-weight: 600; }
  .hero { background: linear-gradient(135deg, #0f1f33 0%, #123a66 100%); color: #fff; }
  .hero .in { max-width: 1200px; margin: 0 auto; padding: 56px 24px 64px; }
  .tag { display: inline-block; font-size: 12px; letter-spacing: 1px; text-transform: uppercase; color: #9fd0ff; border: 1px solid #2d5b8c; border-radius: 999px; padding: 4px 12px; }
  h1 { font-size: 40px; line-height: 1.15; margin: 16px 0 12px; max-width: 720px; }
  .lead { font-size: 17px; line-height: 1.6; color: #c9d6e6; max-width: 640px; margin: 0; }
  .facts { display: flex; gap: 40px; margin-top: 32px; flex-wrap: wrap; }
  .facts b { display: block; font-size: 24px; }
  .facts span { font-size: 13px; color: #9fb3c8; }
  main { max-width: 1200px; margin: 0 auto; padding: 40px 24px 56px; }
  .intro h2 { font-size: 26px; margin: 0 0 8px; }
  .intro p { color: var(--muted); line-height: 1.6; margin: 0 0 24px; max-width: 760px; }
  .frame { background: #fff; border: 1px solid var(--line); border-radius: 12px; overflow: hidden; }
  .note { margin: 0 0 16px; padding: 12px 16px; border-radius: 8px; background: #fff4e5; color: #8a4b00; border: 1px solid #ffd59e; font-size: 14px; }
  footer { border-top: 1px solid var(--line); background: #fff; color: var(--muted); font-size: 13px; }
  footer .in { max-width: 1200px; margin: 0 auto; padding: 24px; line-height: 1.6; }
  @media (max-width: 640px) {
    .nav a:not(.open) { display: none; }
    .hero .in { padding: 36px 20px 40px; }
    h1 { font-size: 28px; }
    .lead { font-size: 15px; }
    .facts { gap: 24px; }
    main { padding: 28px 12px 40px; }
    .intro { padding: 0 8px; }
  }
</style>
</head>
<body>
<header class="top"><div class="bar">
  <div class="logo">Meridian<span>FX</span></div>
  <nav class="nav" aria-label="Main">
    <a href="#markets">Markets</a><a href="#platforms">Platforms</a><a href="#copy">Copy trading</a><a href="#about">About</a>
    <a class="open" href="#open">Open an account</a>
  </nav>
</div></header>
<section class="hero"><div class="in">
  <span class="tag">Partner broker</span>
  <h1>Trade alongside proven strategies, right from your Meridian FX account</h1>
  <p class="lead">Browse verified MT4 signal providers, compare their growth, drawdown and track record, and start copying in a few clicks. Every figure below comes live from our copy-trading community.</p>
  <div class="facts"><div><b>0.0 pips</b><span>Raw spreads from</span></div><div><b>1:500</b><span>Maximum leverage</span></div><div><b>24/5</b><span>Multilingual support</span></div></div>
</div></section>
<main id="copy">
  <div class="intro">
    <h2>Strategy square</h2>
    <p>Filter by growth, drawdown, fees and broker. Open a trader to see the full history and copy the strategy on the community site.</p>
  </div>
  ${rogue ? '<p class="note">This copy of the page runs on an origin the community site does not list, so the browser refuses to show its strategy square.</p>' : ''}
  <div class="frame">
${snippet}
  </div>
</main>
<footer><div class="in">Meridian FX Ltd. · Trading foreign exchange on margin carries a high level of risk and may not be suitable for all investors. Demo page of the copy-trading platform.</div></footer>
</body>
</html>
`;
}

/** The origin of the community site the broker page frames: `http://localhost` on the request's port. */
function siteOriginOf(req: FastifyRequest, port: string): string {
  return `${req.protocol}://localhost${port ? `:${port}` : ''}`;
}

/**
 * Installs the broker page on the root instance (not encapsulated: its hooks must see every request of
 * those hosts, and its onSend must run after the site's security headers). Call after
 * `installSecurityHeaders`.
 */
export function installDemoBroker(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const broker = demoBrokerHostOf(req.headers.host);
    if (!broker) return;
    const urlPath = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
    }
    if (urlPath !== '/' && urlPath !== '/index.html') {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(demoBrokerPage({ host: broker.host, siteOrigin: siteOriginOf(req, broker.port) }));
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (!demoBrokerHostOf(req.headers.host)) return payload;
    reply.header('content-security-policy', DEMO_BROKER_CSP);
    reply.header('x-frame-options', 'DENY');
    return payload;
  });
}
