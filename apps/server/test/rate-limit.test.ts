import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS } from '@copytrade/contracts/status-codes';
import { createTestContext, type TestContext } from './harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ configOverrides: { RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(async () => {
  await t.close();
});

describe('the global per-address limit', () => {
  it('answers 429 in the envelope past the limit, per network address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await t.call({ method: 'POST', url: '/cms/front/getSiteConfig', remoteAddress: '10.2.0.1' }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await t.call({
      method: 'POST',
      url: '/cms/front/getSiteConfig',
      remoteAddress: '10.2.0.1',
      language: 'en_US',
    });
    expect(limited.json()).toEqual({
      status: STATUS.RATE_LIMITED,
      message: 'Too many requests, please try again later',
      content: [],
    });
    expect(
      (await t.call({ method: 'POST', url: '/cms/front/getSiteConfig', remoteAddress: '10.2.0.2' }))
        .statusCode,
    ).toBe(200);
  });
});
