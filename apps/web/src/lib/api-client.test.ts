import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockFetch, sentBody, urlOf } from '@/testing/fetch-mock';
import { ApiError, CLIENT_STATUS, REQUEST_TIMEOUT_MS, request } from './api-client';
import { closeLoginDialog, getLoginDialogState } from './login-dialog';
import { setNotifier } from './notifier';
import { saveLogin, STORAGE_KEYS } from './session';
import { isSpinnerVisible } from './spinner';

const notifier = { error: vi.fn(), success: vi.fn(), info: vi.fn() };

function signIn() {
  saveLogin({
    token: 'tok-123',
    tokenTime: Date.now() + 3_600_000,
    cust: { id: 7, userType: 1, nickName: 'Ann', portraitImg: '', email: 'ann@example.com', phone: '' },
  });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

describe('request: the status table (spec 8)', () => {
  beforeEach(() => {
    setNotifier(notifier);
    closeLoginDialog();
  });
  afterEach(() => {
    setNotifier(null);
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('10000 resolves with the envelope', async () => {
    mockFetch({ '/community/front/getHeaderData': { body: envelope([{ columnId: 1 }], 10000, 'ok', 1) } });
    const answer = await request('getHeaderData');
    expect(answer.content).toEqual([{ columnId: 1 }]);
    expect(answer.total).toBe(1);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('10001 resolves and only logs the message', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    mockFetch({ '/community/front/getHeaderData': { body: envelope([], 10001, 'nothing changed') } });
    await expect(request('getHeaderData')).resolves.toMatchObject({ status: 10001 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('nothing changed'));
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it.each([12109, 12110])('%i resolves silently', async (status) => {
    mockFetch({ '/community/front/getHeaderData': { body: envelope([], status, 'soft') } });
    await expect(request('getHeaderData')).resolves.toMatchObject({ status });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('any other status shows the server message and rejects with a typed error', async () => {
    mockFetch({
      '/community/front/reg': {
        status: 400,
        body: envelope([{ field: 'code', message: '验证码错误' }], 40000, '提交的信息有误'),
      },
    });
    const error = await rejection(
      request('reg', { body: { userName: 'a', code: '1', password: 'p', confirmPassword: 'p' } }),
    );
    expect(error.status).toBe(40000);
    expect(error.httpStatus).toBe(400);
    expect(error.fieldErrors).toEqual([{ field: 'code', message: '验证码错误' }]);
    expect(notifier.error).toHaveBeenCalledWith('提交的信息有误');
  });

  it('a business error on HTTP 200 is an error too', async () => {
    mockFetch({ '/community/front/login': { status: 429, body: envelope([], 20008, '登录失败次数过多') } });
    const error = await rejection(request('login', { body: { userName: 'a', password: 'p' } }));
    expect(error.status).toBe(20008);
    expect(notifier.error).toHaveBeenCalledWith('登录失败次数过多');
  });

  it('quiet calls reject without a popup', async () => {
    mockFetch({ '/cms/front/getModuleContent': { status: 404, body: envelope([], 40400, 'Not found') } });
    const error = await rejection(request('getModuleContent', { quiet: true }));
    expect(error.httpStatus).toBe(404);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('HTTP 401 clears the session and opens the login dialog', async () => {
    signIn();
    localStorage.setItem(STORAGE_KEYS.currentCopyMt4, '12345');
    mockFetch({
      '/community/api/queryCommunityMessage': { status: 401, body: envelope([], 40101, '登录已过期') },
    });
    const error = await rejection(request('queryCommunityMessage'));
    expect(error.httpStatus).toBe(401);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.currentCopyMt4)).toBeNull();
    expect(getLoginDialogState()).toEqual({ open: true, reason: '登录已过期' });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it.each([502, 504])('HTTP %i rejects silently', async (status) => {
    mockFetch({ '/community/front/getHeaderData': { status, raw: '<html>bad gateway</html>' } });
    const error = await rejection(request('getHeaderData'));
    expect(error.silent).toBe(true);
    expect(error.status).toBe(CLIENT_STATUS.GATEWAY);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('gives up after 30 s with a timeout message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const pending = rejection(request('getHeaderData'));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(notifier.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.status).toBe(CLIENT_STATUS.TIMEOUT);
    expect(notifier.error).toHaveBeenCalledWith('请求超时，请稍后再试');
  });

  it('sends the language, domainName and bearer headers and a JSON body', async () => {
    signIn();
    const fetchSpy = mockFetch({ '/community/front/login': { body: envelope([{ token: 't' }]) } });
    await request('login', { body: { userName: 'ann@example.com', password: 'x' } });
    const [url, init] = fetchSpy.mock.calls[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(urlOf(url)).toBe('/community/front/login');
    expect(init!.method).toBe('POST');
    expect(headers.language).toBe('zh_CN');
    expect(headers.domainName).toBe(window.location.origin);
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(sentBody(init)).toEqual({ userName: 'ann@example.com', password: 'x' });
  });

  it('puts GET parameters in the query string and skips empty ones', async () => {
    const fetchSpy = mockFetch({
      '/community/front/checkusername': { body: envelope([{ available: true }]) },
    });
    // Keys the contract does not have, to see that empty and missing values are left out of the URL.
    const extra = { empty: '', none: undefined } as object;
    await request('checkusername', { query: { userName: 'a@b.cn', ...extra } });
    expect(urlOf(fetchSpy.mock.calls[0]![0])).toBe('/community/front/checkusername?userName=a%40b.cn');
  });

  it('shows the spinner during a listed write call and closes it on any answer', async () => {
    let release: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const pending = rejection(request('login', { body: { userName: 'a', password: 'p' } }));
    expect(isSpinnerVisible()).toBe(true);
    release(new Response(JSON.stringify(envelope([], 20002, 'wrong')), { status: 400 }));
    await pending;
    expect(isSpinnerVisible()).toBe(false);
  });

  it('does not show the spinner for reads', async () => {
    let release: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const pending = request('getHeaderData');
    expect(isSpinnerVisible()).toBe(false);
    release(new Response(JSON.stringify(envelope([]))));
    await pending;
  });
});
