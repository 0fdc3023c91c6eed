import { describe, expect, it } from 'vitest';
import { bindForSubscribePath, safeReturnTo, SUBSCRIBE_RETURN, withParams } from './return-to';

const ORIGIN = 'https://copy.example.com';

describe('return addresses after a bind (no open redirect)', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeReturnTo('/community/trader/12', ORIGIN)).toBe('/community/trader/12');
    expect(safeReturnTo('/community/trader/12?tab=comments', ORIGIN)).toBe(
      '/community/trader/12?tab=comments',
    );
    // The fragment is dropped; dot segments are resolved within the site.
    expect(safeReturnTo('/community/trader/12#top', ORIGIN)).toBe('/community/trader/12');
    expect(safeReturnTo('/community/../home', ORIGIN)).toBe('/home');
  });

  it.each([
    ['an absolute address of another site', 'https://evil.test/community/trader/12'],
    ['an absolute address of this site (a relative path is asked for)', `${ORIGIN}/home`],
    ['a protocol-relative address', '//evil.test/path'],
    ['a backslash that browsers read as a slash', '/\\evil.test/path'],
    ['a backslash later in the path', '/community\\..\\..\\evil'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,hi'],
    ['a path without a leading slash', 'community/trader/12'],
    ['a tab inside the scheme-relative slashes', '/\t/evil.test'],
    ['a newline', '/home\n//evil.test'],
    ['spaces', ' /home'],
    ['an empty value', ''],
    ['a very long value', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnTo(value, ORIGIN)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeReturnTo(null, ORIGIN)).toBeNull();
    expect(safeReturnTo(undefined, ORIGIN)).toBeNull();
  });

  it('adds the subscribe parameters to a return address, keeping its own', () => {
    expect(withParams('/community/trader/12?tab=comments', { subscribe: '1', followAccountId: '34' })).toBe(
      '/community/trader/12?tab=comments&subscribe=1&followAccountId=34',
    );
    expect(withParams('/community/trader/12?subscribe=0', { subscribe: '1' })).toBe(
      '/community/trader/12?subscribe=1',
    );
  });

  it('builds the bind address the subscribe dialog links to', () => {
    const path = bindForSubscribePath('/community/trader/12');
    expect(path).toBe('/addOrBingNewAccount?returnTo=%2Fcommunity%2Ftrader%2F12&subscribe=1');
    const query = new URL(path, ORIGIN).searchParams;
    expect(safeReturnTo(query.get('returnTo'), ORIGIN)).toBe('/community/trader/12');
    expect(query.get(SUBSCRIBE_RETURN.OPEN)).toBe('1');
  });
});
