import { vi } from 'vitest';

export type MockAnswer = { status?: number; body?: unknown; raw?: string };
export type MockRoute = (url: URL, init: RequestInit) => MockAnswer | Promise<MockAnswer> | undefined;

/** An envelope as the server sends it. */
export function envelope<T>(content: T[], status = 10000, message = 'ok', total?: number) {
  return { status, message, content, ...(total === undefined ? {} : { total }) };
}

/**
 * Replaces fetch with a router over API paths. Unmatched calls answer 404 with an envelope so a test
 * never reaches the network. Returns the spy to assert on calls.
 */
export function mockFetch(routes: Record<string, MockRoute | MockAnswer>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const route = routes[url.pathname];
    const answer = (typeof route === 'function' ? await route(url, init) : route) ?? {
      status: 404,
      body: envelope([], 40401, 'No such API'),
    };
    const text = answer.raw ?? JSON.stringify(answer.body ?? envelope([]));
    return new Response(text, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/**
 * A route that fails with a server error on the first call and answers `then` after that (a page's
 * retry); `calls()` says how often it was asked.
 */
export function failsOnce(then: MockAnswer, message = 'Server error') {
  let calls = 0;
  const route: MockRoute = () => {
    calls += 1;
    return calls === 1 ? { status: 500, body: envelope([], 50000, message) } : then;
  };
  return Object.assign(route, { calls: () => calls });
}

/** The JSON body a mocked call was sent with. */
export function sentBody(init: RequestInit | undefined): unknown {
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The URL a mocked fetch was called with, as text. */
export function urlOf(input: unknown): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  if (input instanceof Request) return input.url;
  return '';
}

type FetchSpy = { mock: { calls: unknown[][] } };

/** The calls of a mocked fetch whose URL starts with `path`, as [url, init]. */
export function callsTo(spy: FetchSpy, path: string): [string, RequestInit | undefined][] {
  return spy.mock.calls
    .map((call) => [urlOf(call[0]), call[1] as RequestInit | undefined] as [string, RequestInit | undefined])
    .filter(([url]) => url.startsWith(path));
}
