import { describe, expect, it } from 'vitest';
import { nextRootTarget, REDIRECT_WINDOW_MS, rootRedirect } from './redirect-cap';

describe('root redirect cap (spec 2)', () => {
  it('sends / to the default base URL, and to /home once more than 5 redirects happen in a row', () => {
    let state = { count: 0, at: 0 };
    const targets: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const next = nextRootTarget('/community', state, 100_000 + i * 10);
      targets.push(next.target);
      state = next.state;
    }
    expect(targets).toEqual([
      '/community',
      '/community',
      '/community',
      '/community',
      '/community',
      '/home',
      '/home',
    ]);
  });

  it('starts counting again after a quiet while', () => {
    const later = nextRootTarget('/community', { count: 9, at: 0 }, REDIRECT_WINDOW_MS + 1);
    expect(later).toEqual({ target: '/community', state: { count: 1, at: REDIRECT_WINDOW_MS + 1 } });
  });

  it("falls back to /home for an empty, '/' or foreign default base URL", () => {
    const fresh = { count: 0, at: 0 };
    expect(nextRootTarget('', fresh, 1).target).toBe('/home');
    expect(nextRootTarget('/', fresh, 1).target).toBe('/home');
    expect(nextRootTarget('https://evil.example.com', fresh, 1).target).toBe('/home');
    expect(nextRootTarget('//evil.example.com', fresh, 1).target).toBe('/home');
  });

  it('keeps its count in session storage', () => {
    for (let i = 0; i < 5; i += 1) expect(rootRedirect('/college', sessionStorage)).toBe('/college');
    expect(rootRedirect('/college', sessionStorage)).toBe('/home');
  });
});
