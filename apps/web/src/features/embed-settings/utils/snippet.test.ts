import { describe, expect, it } from 'vitest';
import { buildSnippet, checkOrigins, embedSrc, siteOrigins } from './snippet';

const OPTIONS = { lang: 'en_US', theme: 'dark', target: 'parent' } as const;

describe('the embed snippet', () => {
  it('points the iframe at the embed page with the language, theme and target', () => {
    expect(embedSrc('https://copy.example.com/', OPTIONS)).toBe(
      'https://copy.example.com/iframeStrategy?lang=en_US&theme=dark&target=parent',
    );
  });

  it('is a lazy, borderless, full-width iframe with a title and a script trusting the site origin only', () => {
    const snippet = buildSnippet('https://copy.example.com', OPTIONS, 'Strategy "square"');
    expect(snippet).toContain(
      '<iframe id="copytrade-strategy" src="https://copy.example.com/iframeStrategy?lang=en_US&amp;theme=dark&amp;target=parent" title="Strategy &quot;square&quot;" loading="lazy" style="width:100%;border:0"></iframe>',
    );
    expect(snippet).toContain('var origin = "https://copy.example.com";');
    expect(snippet).toContain('event.origin !== origin || event.source !== frame.contentWindow');
    expect(snippet).toContain("data.type !== 'copytrade:height'");
    expect(snippet.trim().endsWith('</script>')).toBe(true);
  });

  it('sizes the iframe from the site origin’s messages and ignores every other sender', () => {
    document.body.innerHTML = buildSnippet('https://copy.example.com', OPTIONS, 'Square').replace(
      /<script>[\s\S]*<\/script>/,
      '',
    );
    const script = /<script>([\s\S]*)<\/script>/.exec(
      buildSnippet('https://copy.example.com', OPTIONS, 'Square'),
    )![1]!;
    // Runs the pasted script as the broker's page would.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the snippet is a script to run
    const run = new Function(script) as () => void;
    run();
    const frame = document.getElementById('copytrade-strategy') as HTMLIFrameElement;
    const post = (origin: string, data: unknown, source: MessageEventSource | null = frame.contentWindow) =>
      window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
    post('https://copy.example.com', { type: 'copytrade:height', height: 812.4 });
    expect(frame.style.height).toBe('813px');
    post('https://evil.example', { type: 'copytrade:height', height: 99999 });
    post('https://copy.example.com', { type: 'other', height: 5 });
    post('https://copy.example.com', { type: 'copytrade:height', height: 1200 }, window);
    expect(frame.style.height).toBe('813px');
  });

  it('checks the origins: invalid and duplicate rows are named, empty rows skipped, the list normalized', () => {
    const result = checkOrigins([
      'https://Broker.example.com/',
      '',
      'https://broker.example.com',
      'https://broker.example.com/path',
      'http://broker.localhost:*',
      'ftp://x.example',
    ]);
    expect(result.problems).toEqual([null, null, 'duplicate', 'invalid', null, 'invalid']);
    expect(result.origins).toEqual(['https://broker.example.com', 'http://broker.localhost:*']);
    expect(result.tooMany).toBe(false);
    expect(checkOrigins(Array.from({ length: 21 }, (_, i) => `https://b${i}.example`)).tooMany).toBe(true);
  });

  it('offers this page’s origin first, then the site’s domains on the same scheme and port', () => {
    expect(
      siteOrigins('http://localhost:3000/personalCenter/1/siteSetting', [
        'localhost',
        'copy.example.com',
        'bad host',
      ]),
    ).toEqual(['http://localhost:3000', 'http://copy.example.com:3000']);
  });
});
