import { afterEach, describe, expect, it } from 'vitest';
import { clearAllStorage, getSession, getToken, saveLogin, STORAGE_KEYS } from './session';

const cust = { id: 3, userType: 3, nickName: 'Bo', portraitImg: '', email: '', phone: '13800000000' };

describe('session (spec 4)', () => {
  afterEach(() => localStorage.clear());

  it('stores token, token time and user info under the seed keys', () => {
    saveLogin({ token: 'abc', tokenTime: 2_000, cust });
    expect(localStorage.getItem('community_token')).toBe('abc');
    expect(localStorage.getItem('tokenTime')).toBe('2000');
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toEqual(cust);
    expect(getSession(1_000)).toMatchObject({ token: 'abc', user: cust });
  });

  it('an expired token time clears everything', () => {
    saveLogin({ token: 'abc', tokenTime: 2_000, cust });
    localStorage.setItem(STORAGE_KEYS.mtAccId, '9');
    expect(getToken(2_000)).toBeNull();
    expect(localStorage.getItem('community_token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.mtAccId)).toBeNull();
  });

  it('logout clears all of local storage', () => {
    saveLogin({ token: 'abc', tokenTime: Date.now() + 10_000, cust });
    localStorage.setItem('somethingElse', '1');
    clearAllStorage();
    expect(localStorage.length).toBe(0);
    expect(getSession().token).toBeNull();
  });
});
