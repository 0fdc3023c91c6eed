import { afterEach, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { preparingLanguage, servePreparingPage, type PreparingPage } from './preparing-page';

let open: PreparingPage | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the page a first start answers with while it generates the demo history', () => {
  it('shows the progress in the reader language, refreshes itself and says 503 with Retry-After', async () => {
    let share = 0.42;
    open = await servePreparingPage({ port: 0, host: '127.0.0.1', progress: () => share });
    const english = await fetch(`${open.address}/home`, {
      headers: { ...html, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(english.status).toBe(503);
    expect(english.headers.get('retry-after')).toBe('5');
    expect(english.headers.get('cache-control')).toBe('no-store');
    const text = await english.text();
    expect(text).toContain('Preparing the demo site');
    expect(text).toContain('42% done');
    expect(text).toContain('http-equiv="refresh"');

    share = 1.5; // the clock caught up: never more than 99 % before the site itself answers
    const chinese = await fetch(`${open.address}/community/trader`, {
      headers: { ...html, cookie: 'a=1; language=zh_Hant', 'accept-language': 'en' },
    });
    const hant = await chinese.text();
    expect(hant).toContain('正在準備示範站點');
    expect(hant).toContain('99%');
  });

  it('answers API calls with the API envelope (unavailable), /health as alive and /ready as not ready', async () => {
    open = await servePreparingPage({ port: 0, host: '127.0.0.1', progress: () => 0 });
    const call = await fetch(`${open.address}/cms/front/getSiteConfig`, { method: 'POST', body: '{}' });
    expect(call.status).toBe(503);
    expect(await call.json()).toMatchObject({ status: STATUS.UNAVAILABLE, content: null });
    expect((await fetch(`${open.address}/health`)).status).toBe(200);
    expect((await fetch(`${open.address}/ready`, { headers: html })).status).toBe(503);
  });

  it('frees its port when closed, open connections included', async () => {
    const page = await servePreparingPage({ port: 0, host: '127.0.0.1', progress: () => 0 });
    await fetch(`${page.address}/`, { headers: html });
    await page.close();
    const port = Number(new URL(page.address).port);
    open = await servePreparingPage({ port, host: '127.0.0.1', progress: () => 0 });
    expect(open.address).toBe(page.address);
  });

  it('reads the language from the cookie first, then the browser, Chinese by default', () => {
    expect(preparingLanguage('language=en_US', 'zh-CN')).toBe('en_US');
    expect(preparingLanguage(undefined, 'zh-TW,zh;q=0.8')).toBe('zh_Hant');
    expect(preparingLanguage(undefined, 'zh-CN')).toBe('zh_CN');
    expect(preparingLanguage(undefined, 'fr-FR,en;q=0.5')).toBe('en_US');
    expect(preparingLanguage('language=xx', undefined)).toBe('zh_CN');
  });
});
