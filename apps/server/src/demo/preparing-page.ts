import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_LOCALE, type Locale } from '@copytrade/contracts/locale';
import { STATUS } from '@copytrade/contracts/status-codes';
import { cookieLocale, escapeHtml } from '../platform/html';

/*
 * While a first start generates the demo's history (about a minute: 90 days through the real engine), the
 * site's port answers at once with a page that says so and follows the progress, instead of refusing
 * connections. It is a plain HTTP server of its own, closed just before the application listens on the
 * same port: the application itself must not serve while the history runs on its replay clock.
 */

const TEXTS: Record<
  Locale,
  { htmlLang: string; title: string; body: string; progress: string; api: string }
> = {
  zh_CN: {
    htmlLang: 'zh-CN',
    title: '正在准备演示站点',
    body: '首次启动时，系统会用真实的跟单引擎生成 90 天的交易历史，让演示中的收益、回撤和跟单数据都来自真实计算。通常需要一分钟左右，本页会自动刷新。',
    progress: '已完成',
    api: '演示站点正在准备中，请稍后再试',
  },
  en_US: {
    htmlLang: 'en',
    title: 'Preparing the demo site',
    body: 'On its first start the site runs 90 days of trading history through the real copy engine, so that every growth, drawdown and copy figure of the demo is computed, not made up. This usually takes about a minute; this page refreshes itself.',
    progress: 'done',
    api: 'The demo site is being prepared; please try again shortly',
  },
  zh_Hant: {
    htmlLang: 'zh-Hant',
    title: '正在準備示範站點',
    body: '首次啟動時，系統會用真實的跟單引擎產生 90 天的交易歷史，讓示範中的收益、回撤和跟單數據都來自真實計算。通常需要一分鐘左右，本頁會自動重新整理。',
    progress: '已完成',
    api: '示範站點正在準備中，請稍後再試',
  },
};

/** The reader's language: the site's `language` cookie, else the browser's first Chinese or English. */
export function preparingLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = cookieLocale(cookie);
  if (chosen) return chosen;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zh_Hant';
    if (tag.startsWith('zh')) return 'zh_CN';
    if (tag.startsWith('en')) return 'en_US';
  }
  return DEFAULT_LOCALE;
}

function page(lang: Locale, percent: number): string {
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${t.htmlLang}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f1f3d;color:#e8eef8;
font:16px/1.6 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{max-width:560px;padding:32px}h1{font-size:24px;margin:0 0 12px}p{margin:0 0 24px;color:#b9c6da}
.bar{height:8px;border-radius:4px;background:#22375e;overflow:hidden}
.bar span{display:block;height:100%;width:${percent}%;background:#3b82f6}
.pct{margin-top:8px;font-size:14px;color:#b9c6da}
</style></head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.body)}</p>
<div class="bar" role="progressbar" aria-valuenow="${percent}" aria-valuemin="0" aria-valuemax="100"><span></span></div>
<div class="pct">${percent}% ${escapeHtml(t.progress)}</div></main></body></html>`;
}

function answer(req: IncomingMessage, res: ServerResponse, progress: () => number): void {
  const path = (req.url ?? '/').split('?')[0]!;
  res.setHeader('cache-control', 'no-store');
  if (path === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const lang = preparingLanguage(req.headers.cookie, req.headers['accept-language']);
  res.setHeader('retry-after', '5');
  const wantsPage =
    req.method === 'GET' && path !== '/ready' && (req.headers.accept ?? '').includes('text/html');
  if (wantsPage) {
    const percent = Math.max(0, Math.min(99, Math.floor(progress() * 100)));
    res
      .writeHead(503, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      .end(page(lang, percent));
    return;
  }
  // The API's envelope, so the web app and scripts read it as any unavailable answer.
  res
    .writeHead(503, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ status: STATUS.UNAVAILABLE, message: TEXTS[lang].api, content: null }));
}

export type PreparingPage = { address: string; close(): Promise<void> };

/** Serves the preparing page on `port` / `host` until `close()`; `progress` is the history's share done (0-1). */
export function servePreparingPage(options: {
  port: number;
  host: string;
  progress: () => number;
}): Promise<PreparingPage> {
  const server = createServer((req, res) => answer(req, res, options.progress));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      const { address, port } = server.address() as AddressInfo;
      resolve({
        address: `http://${address.includes(':') ? `[${address}]` : address}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
