import { describe, expect, it } from 'vitest';
import { eaAllowedOrigin, eaServerUrl, isSettledBridgeState } from './bridge-binding';

describe('the addresses the EA is given', () => {
  const origin = window.location.origin;

  it('is the site origin when the exchange is at its usual path (the EA appends the path itself)', () => {
    expect(eaServerUrl('/bridge/v1/exchange')).toBe(origin);
    expect(eaAllowedOrigin('/bridge/v1/exchange')).toBe(origin);
  });

  it('keeps a prefix the site mounts the exchange under, and allows only scheme and host', () => {
    expect(eaServerUrl('/site-a/bridge/v1/exchange')).toBe(`${origin}/site-a`);
    expect(eaAllowedOrigin('/site-a/bridge/v1/exchange')).toBe(origin);
  });
});

describe('which key states end the polling', () => {
  it('bound and revoked only', () => {
    expect(
      ['waiting', 'online', 'lost', 'bound', 'revoked'].map((s) => isSettledBridgeState(s as never)),
    ).toEqual([false, false, false, true, true]);
  });
});
