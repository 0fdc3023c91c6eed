import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_STATE,
  begin,
  renewalEnd,
  transition,
  type LifecycleEvent,
  type LifecycleRow,
  type SubscriptionState,
} from './lifecycle';

const now = new Date('2026-11-20T10:00:00Z');
const at = (iso: string) => new Date(iso);
const STATES = Object.values(SUBSCRIPTION_STATE);

const row = (state: SubscriptionState, more: Partial<LifecycleRow> = {}): LifecycleRow => ({
  state,
  endAt: null,
  validityDays: null,
  cancelMode: null,
  ...more,
});

const EVENTS: LifecycleEvent[] = [
  { type: 'paid', days: 30 },
  { type: 'renewed', days: 30 },
  { type: 'cancelled', closeMode: 'followTrader', copiesFollow: true },
  { type: 'cancelled', closeMode: 'manual', copiesFollow: false },
  { type: 'paymentFailed' },
  { type: 'expired' },
  { type: 'closingFinished' },
];

/** The table, as the spec reads it: state -> the event types it takes. */
const ALLOWED: Record<SubscriptionState, string[]> = {
  unpaid: ['paid', 'cancelled', 'paymentFailed'],
  subscribing: ['paid', 'renewed', 'cancelled', 'expired'],
  closing: ['closingFinished'],
  history: ['paid', 'renewed'],
  cancelled: ['paid', 'renewed'],
};

describe('creation', () => {
  it('a free subscription for 30 days copies from now to 2026-12-20 10:00', () => {
    expect(begin({ fee: 'free', validityDays: 30 }, now)).toEqual({
      state: 'subscribing',
      fields: { startAt: now, endAt: at('2026-12-20T10:00:00Z'), validityDays: 30 },
    });
  });

  it('a free subscription without validity days runs until cancelled', () => {
    expect(begin({ fee: 'free', validityDays: null }, now)).toEqual({
      state: 'subscribing',
      fields: { startAt: now, endAt: null, validityDays: null },
    });
  });

  it('a subscription with a fee waits unpaid, keeping its term days and no end date', () => {
    expect(begin({ fee: 'paid', termDays: 90 }, now)).toEqual({
      state: 'unpaid',
      fields: { startAt: now, endAt: null, validityDays: 90 },
    });
  });
});

describe('unpaid', () => {
  it('paid: starts now for the term (2026-11-20 + 30 days)', () => {
    expect(transition(row('unpaid', { validityDays: 30 }), { type: 'paid', days: 30 }, now)).toEqual({
      ok: true,
      state: 'subscribing',
      fields: {
        startAt: now,
        endAt: at('2026-12-20T10:00:00Z'),
        validityDays: 30,
        cancelMode: null,
        cancelledAt: null,
        endedAt: null,
        updatedAt: now,
      },
    });
  });

  it('cancelled by the follower: cancelled at once with his close mode', () => {
    expect(
      transition(row('unpaid'), { type: 'cancelled', closeMode: 'manual', copiesFollow: false }, now),
    ).toEqual({
      ok: true,
      state: 'cancelled',
      fields: { cancelMode: 'manual', cancelledAt: now, endedAt: now, updatedAt: now },
    });
  });

  it('its payment failed: cancelled without a close mode', () => {
    expect(transition(row('unpaid'), { type: 'paymentFailed' }, now)).toEqual({
      ok: true,
      state: 'cancelled',
      fields: { cancelMode: null, cancelledAt: now, endedAt: now, updatedAt: now },
    });
  });

  it('refuses a renewal (the payment comes first)', () => {
    expect(transition(row('unpaid'), { type: 'renewed', days: 30 }, now)).toEqual({
      ok: false,
      from: 'unpaid',
      event: 'renewed',
    });
  });
});

describe('subscribing', () => {
  const live = row('subscribing', { endAt: at('2026-11-25T00:00:00Z'), validityDays: 30 });

  it('renewed while running: 30 more days from its end date (2026-11-25 -> 2026-12-25), 60 days in all', () => {
    expect(transition(live, { type: 'renewed', days: 30 }, now)).toEqual({
      ok: true,
      state: 'subscribing',
      fields: { endAt: at('2026-12-25T00:00:00Z'), validityDays: 60, updatedAt: now },
    });
  });

  it('paid while running: the same as a renewal', () => {
    expect(transition(live, { type: 'paid', days: 30 }, now)).toEqual(
      transition(live, { type: 'renewed', days: 30 }, now),
    );
  });

  it('renewed after its end date passed (not yet expired) or without one: from now', () => {
    const late = row('subscribing', { endAt: at('2026-11-01T00:00:00Z'), validityDays: 10 });
    expect(transition(late, { type: 'renewed', days: 5 }, now)).toEqual({
      ok: true,
      state: 'subscribing',
      fields: { endAt: at('2026-11-25T10:00:00Z'), validityDays: 15, updatedAt: now },
    });
    expect(transition(row('subscribing'), { type: 'renewed', days: 5 }, now)).toMatchObject({
      fields: { endAt: at('2026-11-25T10:00:00Z'), validityDays: 5 },
    });
  });

  it('cancelled with copies following the trader: closing, not ended yet', () => {
    expect(
      transition(live, { type: 'cancelled', closeMode: 'followTrader', copiesFollow: true }, now),
    ).toEqual({
      ok: true,
      state: 'closing',
      fields: { cancelMode: 'followTrader', cancelledAt: now, updatedAt: now },
    });
  });

  it('cancelled with nothing left to follow: cancelled and ended now', () => {
    expect(transition(live, { type: 'cancelled', closeMode: 'manual', copiesFollow: false }, now)).toEqual({
      ok: true,
      state: 'cancelled',
      fields: { cancelMode: 'manual', cancelledAt: now, endedAt: now, updatedAt: now },
    });
  });

  it('expired: closing with cancel mode expired (no cancel time)', () => {
    expect(transition(live, { type: 'expired' }, now)).toEqual({
      ok: true,
      state: 'closing',
      fields: { cancelMode: 'expired', updatedAt: now },
    });
  });
});

describe('closing', () => {
  it('finished after expiry: history', () => {
    expect(transition(row('closing', { cancelMode: 'expired' }), { type: 'closingFinished' }, now)).toEqual({
      ok: true,
      state: 'history',
      fields: { endedAt: now, updatedAt: now },
    });
  });

  it('finished after the follower cancelled: cancelled', () => {
    expect(
      transition(row('closing', { cancelMode: 'followTrader' }), { type: 'closingFinished' }, now),
    ).toEqual({ ok: true, state: 'cancelled', fields: { endedAt: now, updatedAt: now } });
  });

  it('takes no new days and cannot be cancelled again', () => {
    for (const event of EVENTS.filter((e) => e.type !== 'closingFinished'))
      expect(transition(row('closing'), event, now)).toEqual({
        ok: false,
        from: 'closing',
        event: event.type,
      });
  });
});

describe('history and cancelled', () => {
  it.each(['history', 'cancelled'] as const)(
    '%s: paid or renewed starts again now, the cancel forgotten',
    (state) => {
      const ended = row(state, { endAt: at('2026-12-31T00:00:00Z'), validityDays: 30, cancelMode: 'manual' });
      for (const type of ['paid', 'renewed'] as const)
        expect(transition(ended, { type, days: 7 }, now)).toEqual({
          ok: true,
          state: 'subscribing',
          fields: {
            startAt: now,
            endAt: at('2026-11-27T10:00:00Z'),
            validityDays: 7,
            cancelMode: null,
            cancelledAt: null,
            endedAt: null,
            updatedAt: now,
          },
        });
    },
  );
});

describe('the table', () => {
  it('each state takes exactly the events listed, and refuses the others', () => {
    for (const state of STATES)
      for (const event of EVENTS) {
        const allowed = ALLOWED[state].includes(event.type);
        expect(transition(row(state), event, now).ok).toBe(allowed);
      }
  });

  it('renewalEnd: from the end date only while it is ahead', () => {
    expect(renewalEnd(at('2026-11-20T10:00:00Z'), now, 1)).toEqual(at('2026-11-21T10:00:00Z'));
    expect(renewalEnd(at('2026-11-20T10:00:01Z'), now, 1)).toEqual(at('2026-11-21T10:00:01Z'));
  });
});

const arbDate = fc.date({
  min: at('2020-01-01T00:00:00Z'),
  max: at('2030-01-01T00:00:00Z'),
  noInvalidDate: true,
});
const arbRow: fc.Arbitrary<LifecycleRow> = fc.record({
  state: fc.constantFrom(...STATES),
  endAt: fc.option(arbDate),
  validityDays: fc.option(fc.integer({ min: 1, max: 3650 })),
  cancelMode: fc.constantFrom(null, 'followTrader', 'manual', 'expired'),
});
const arbEvent: fc.Arbitrary<LifecycleEvent> = fc.oneof(
  fc.record({
    type: fc.constantFrom('paid' as const, 'renewed' as const),
    days: fc.integer({ min: 1, max: 3650 }),
  }),
  fc.record({
    type: fc.constant('cancelled' as const),
    closeMode: fc.constantFrom(null, 'followTrader' as const, 'manual' as const),
    copiesFollow: fc.boolean(),
  }),
  fc.constantFrom(
    { type: 'paymentFailed' as const },
    { type: 'expired' as const },
    { type: 'closingFinished' as const },
  ),
);

describe('properties', () => {
  it('a transition lands in a known state, stamps updatedAt, never goes back to unpaid', () => {
    fc.assert(
      fc.property(arbRow, arbEvent, arbDate, (r, event, t) => {
        const next = transition(r, event, t);
        if (!next.ok) return;
        expect(STATES).toContain(next.state);
        expect(next.state).not.toBe('unpaid');
        expect(next.fields.updatedAt).toBe(t);
      }),
    );
  });

  it('ended subscriptions are left only by a new term, which restarts them now', () => {
    fc.assert(
      fc.property(
        arbRow.filter((r) => r.state === 'history' || r.state === 'cancelled'),
        arbEvent,
        arbDate,
        (r, event, t) => {
          const next = transition(r, event, t);
          expect(next.ok).toBe(event.type === 'paid' || event.type === 'renewed');
          if (next.ok) expect(next.fields).toMatchObject({ startAt: t, cancelMode: null, endedAt: null });
        },
      ),
    );
  });

  it('closing is left only when its copies are gone, and then it has ended', () => {
    fc.assert(
      fc.property(
        arbRow.filter((r) => r.state === 'closing'),
        arbEvent,
        arbDate,
        (r, event, t) => {
          const next = transition(r, event, t);
          expect(next.ok).toBe(event.type === 'closingFinished');
          if (next.ok) {
            expect(['history', 'cancelled']).toContain(next.state);
            expect(next.fields.endedAt).toBe(t);
          }
        },
      ),
    );
  });

  it('a new term never ends before now + days nor before the old end, and adds its days', () => {
    fc.assert(
      fc.property(
        arbRow.filter((r) => r.state === 'subscribing'),
        fc.integer({ min: 1, max: 3650 }),
        arbDate,
        (r, days, t) => {
          const next = transition(r, { type: 'renewed', days }, t);
          if (!next.ok) throw new Error('a live subscription takes a renewal');
          const end = next.fields.endAt!.getTime();
          expect(end).toBeGreaterThanOrEqual(t.getTime() + days * 24 * 3600_000);
          if (r.endAt) expect(end).toBeGreaterThanOrEqual(r.endAt.getTime());
          expect(next.fields.validityDays).toBe((r.validityDays ?? 0) + days);
        },
      ),
    );
  });
});
