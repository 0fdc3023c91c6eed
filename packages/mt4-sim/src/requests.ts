/**
 * Trade requests between their sending and their answer: a client's or a bot's request is queued with its
 * execution time and random draws fixed at once, executed when the agenda reaches it, and answered (a
 * client's promise resolves; a bot's answer goes nowhere).
 */
import { MT4_ERROR } from './errors';
import { execute, fail } from './execution';
import { schedule, type WorldCore } from './runtime';
import type { RequestAction, TradeResult } from './types';

/**
 * Queues a request. Its execution time is request time + the server's delay x0.6..x1.6; the uniform draws
 * that decide requote and timeout are taken now, always the same number, so the server's stream does not
 * depend on what the request turns out to be. A second request while one is in flight is refused with
 * 146, answered at once (at the next advance).
 */
export function submit(
  core: WorldCore,
  server: string,
  login: number,
  origin: 'client' | 'bot',
  body: RequestAction,
): number {
  const id = core.nextRequestId;
  core.nextRequestId += 1;
  const srv = core.servers.get(server);
  const acc = srv?.accounts.get(login);
  let executeTime = core.time;
  let draws: [number, number, number] = [1, 1, 1];
  let busy = false;
  if (srv && acc) {
    if (acc.inFlight > 0) busy = true;
    else {
      const jitter = srv.rng.uniform(0.6, 1.6);
      draws = [srv.rng.uniform(), srv.rng.uniform(), srv.rng.uniform()];
      executeTime = core.time + Math.round(srv.spec.executionDelayMs * jitter);
      acc.inFlight += 1;
    }
  }
  const request = {
    id,
    server,
    login,
    origin,
    requestTime: core.time,
    executeTime,
    draws,
    busy,
    ...body,
  };
  core.requests.set(id, request);
  core.lastDue = executeTime;
  schedule(core, executeTime, 'request', String(id));
  core.counters.requests += 1;
  return id;
}

/** A client's request: the promise settles during the advance that passes its execution time. */
export function clientRequest(
  core: WorldCore,
  server: string,
  login: number,
  body: RequestAction,
): Promise<TradeResult> {
  return new Promise((resolve) => {
    const id = submit(core, server, login, 'client', body);
    core.resolvers.set(id, resolve);
  });
}

/** The agenda reached a request's execution time. */
export function onRequest(core: WorldCore, id: number): void {
  const request = core.requests.get(id);
  if (!request) return;
  core.requests.delete(id);
  const srv = core.servers.get(request.server);
  const acc = srv?.accounts.get(request.login);
  if (acc && !request.busy) acc.inFlight -= 1;
  const result = request.busy ? fail(MT4_ERROR.TRADE_CONTEXT_BUSY) : execute(core, request, srv, acc);
  if (!result.ok) core.counters.rejected[result.code] = (core.counters.rejected[result.code] ?? 0) + 1;
  const resolve = core.resolvers.get(id);
  if (resolve) {
    core.resolvers.delete(id);
    resolve(result);
  }
}

/** The execution time of the earliest client request still waiting for its answer, or null. */
export function nextClientRequestDue(core: WorldCore): number | null {
  let due: number | null = null;
  for (const id of core.resolvers.keys()) {
    const request = core.requests.get(id);
    if (request && (due === null || request.executeTime < due)) due = request.executeTime;
  }
  return due;
}
