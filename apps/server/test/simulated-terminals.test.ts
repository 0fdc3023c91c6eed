import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createSimulatedTerminals } from '../src/trading/bridge/simulated-terminals';

/*
 * The demo's simulated terminals: a place is reserved before the simulator account is opened, with no
 * await between the count and the reservation, so concurrent requests never run more than the limit; an
 * owner has one terminal at a time.
 */

const app = Fastify();
afterEach(async () => {
  await app.close();
});

describe('simulated terminal places', () => {
  it('100 owners asking at once get at most 50 places; an owner asking again keeps his', () => {
    const terminals = createSimulatedTerminals(app);
    const places = Array.from({ length: 100 }, (_, i) => terminals.reserve(`owner-${i}`));
    expect(places.filter((place) => place !== null)).toHaveLength(50);
    // The limit is reached, but an owner who has a place may replace it.
    expect(terminals.reserve('owner-0')).not.toBeNull();
    expect(terminals.reserve('owner-99')).toBeNull();
    // A released place is free again.
    places[1]!.release();
    expect(terminals.reserve('owner-99')).not.toBeNull();
  });
});
