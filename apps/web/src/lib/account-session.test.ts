import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountItem } from '@/testing/accounts-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { completeLogin } from './auth';
import { createQueryClient } from './query-client';
import {
  getSelectedIndex,
  resetAccountSelection,
  resolveSelectedIndex,
  selectAccount,
  syncAccountList,
} from './account-session';
import { STORAGE_KEYS } from './session';

const trade = accountItem({ mtAccId: 1, loginOrder: 1, login: '6100002', accType: 1 });
const follow = accountItem({ mtAccId: 2, loginOrder: 2, login: '6200002', accType: 2 });
const demo = accountItem({ mtAccId: 3, loginOrder: 3, login: '7000001', accType: 2, isMock: 1 });
const list = [trade, follow, demo];

describe('account session (spec 3 stored values, spec 4 Session)', () => {
  afterEach(() => {
    resetAccountSelection();
    vi.unstubAllGlobals();
  });

  it('login loads the account list and selects its first account, whatever was stored before', async () => {
    localStorage.setItem(STORAGE_KEYS.accountSelectedIndex, '2');
    localStorage.setItem(STORAGE_KEYS.mtAccId, '3');
    syncAccountList(list);
    const cust = { id: 7, userType: 3, nickName: 'x', portraitImg: '', email: '', phone: '' };
    mockFetch({
      '/community/api/queryTradeAccListWithToken': { body: envelope(list) },
      '/community/api/selectCommunityUserInfo': { body: envelope([cust]) },
    });
    await completeLogin({ token: 't', tokenTime: Date.now() + 60_000, cust }, createQueryClient());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.accountList)!)).toEqual(list);
    expect(localStorage.getItem(STORAGE_KEYS.accountSelectedIndex)).toBe('0');
    expect(localStorage.getItem(STORAGE_KEYS.mtAccId)).toBe('1');
    expect(getSelectedIndex()).toBe(0);
  });

  it('keeps the stored account when the list changed around it, else the stored index, else the first', () => {
    expect(resolveSelectedIndex(list, 0, 3)).toBe(2);
    expect(resolveSelectedIndex([demo, trade], 1, 3)).toBe(0);
    expect(resolveSelectedIndex(list, 1, 99)).toBe(1);
    expect(resolveSelectedIndex(list, 5, null)).toBe(0);
    expect(resolveSelectedIndex([], 2, 3)).toBe(0);
  });

  it('a loaded list is stored and the first account becomes the current one after login', () => {
    resetAccountSelection();
    syncAccountList(list);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.accountList)!)).toEqual(list);
    expect(localStorage.getItem(STORAGE_KEYS.accountSelectedIndex)).toBe('0');
    expect(localStorage.getItem(STORAGE_KEYS.mtAccId)).toBe('1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentTradeMt4)!)).toMatchObject({ mtAccId: 1 });
  });

  it('switching stores the selection, the account id and the current follow account', () => {
    syncAccountList(list);
    expect(selectAccount(list, 2)).toBe(true);
    expect(getSelectedIndex()).toBe(1);
    expect(localStorage.getItem(STORAGE_KEYS.accountSelectedIndex)).toBe('1');
    expect(localStorage.getItem(STORAGE_KEYS.mtAccId)).toBe('2');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentCopyMt4)!)).toMatchObject({
      mtAccId: 2,
      loginOrder: 2,
    });
    expect(selectAccount(list, 42)).toBe(false);
    expect(getSelectedIndex()).toBe(1);
  });

  it('a visitor stores the selection but never the person account', () => {
    localStorage.setItem(STORAGE_KEYS.isVisitor, 'true');
    selectAccount(list, 3);
    expect(localStorage.getItem(STORAGE_KEYS.accountSelectedIndex)).toBe('2');
    expect(localStorage.getItem(STORAGE_KEYS.mtAccId)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentCopyMt4)).toBeNull();
  });
});
