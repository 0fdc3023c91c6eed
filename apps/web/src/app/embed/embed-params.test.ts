import { afterEach, describe, expect, it } from 'vitest';
import {
  embedLanguage,
  embedParamsOf,
  isEmbedLocation,
  parseEmbedParams,
  resetEmbedParams,
} from './embed-params';
import { linkTarget, pointOutOfFrame } from './embed-links';
import { installStorageFallback } from './storage-guard';

const at = (url: string) => {
  const { pathname, search, hash } = new URL(url);
  return { pathname, search, hash };
};

afterEach(() => resetEmbedParams());

describe('the embed page’s address', () => {
  it('reads lang, theme and target, with defaults for anything else', () => {
    expect(parseEmbedParams(new URLSearchParams('lang=zh_Hant&theme=dark&target=parent'))).toEqual({
      lang: 'zh_Hant',
      theme: 'dark',
      target: 'parent',
    });
    expect(parseEmbedParams(new URLSearchParams('lang=fr&theme=neon&target=_self'))).toEqual({
      lang: null,
      theme: 'light',
      target: 'blank',
    });
  });

  it('applies on /iframeStrategy (history or hash mode) only, and keeps what the page loaded with', () => {
    expect(isEmbedLocation(at('http://x.test/iframeStrategy?lang=en_US'))).toBe(true);
    expect(isEmbedLocation(at('http://x.test/#/iframeStrategy?lang=en_US'))).toBe(true);
    expect(isEmbedLocation(at('http://x.test/community/trader?lang=en_US'))).toBe(false);
    expect(embedLanguage(at('http://x.test/home?lang=en_US'))).toBeNull();
    expect(embedLanguage(at('http://x.test/#/iframeStrategy?lang=en_US&theme=dark'))).toBe('en_US');
    // The square later rewrites the address; the page keeps what it was loaded with.
    expect(embedParamsOf(at('http://x.test/iframeStrategy?sort=growth'))?.theme).toBe('dark');
  });
});

describe('links out of the frame', () => {
  it('open the site’s own pages absolutely, in a new tab or the top window, without an opener', () => {
    const anchor = document.createElement('a');
    anchor.setAttribute('href', '/community/traderProfile?id=7');
    expect(pointOutOfFrame(anchor, 'blank', 'http://localhost:3000/iframeStrategy')).toBe(true);
    expect(anchor.href).toBe('http://localhost:3000/community/traderProfile?id=7');
    expect(anchor.target).toBe('_blank');
    expect(anchor.rel).toBe('noopener');
    expect(linkTarget('parent')).toBe('_top');
  });

  it('leave other origins and bare anchors alone', () => {
    const other = document.createElement('a');
    other.setAttribute('href', 'https://elsewhere.example/');
    expect(pointOutOfFrame(other, 'blank', 'http://localhost:3000/iframeStrategy')).toBe(false);
    const bare = document.createElement('a');
    bare.setAttribute('href', '#');
    expect(pointOutOfFrame(bare, 'blank', 'http://localhost:3000/iframeStrategy')).toBe(false);
  });
});

describe('the storage fallback', () => {
  it('replaces a storage that throws by a memory one, and leaves a working one alone', () => {
    const win = {} as Window;
    Object.defineProperty(win, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    Object.defineProperty(win, 'sessionStorage', { configurable: true, value: window.sessionStorage });
    expect(installStorageFallback(win)).toEqual(['localStorage']);
    win.localStorage.setItem('a', '1');
    expect(win.localStorage.getItem('a')).toBe('1');
    expect(win.localStorage.length).toBe(1);
    expect(win.localStorage.key(0)).toBe('a');
    win.localStorage.clear();
    expect(win.localStorage.getItem('a')).toBeNull();
    expect(win.sessionStorage).toBe(window.sessionStorage);
  });
});
