import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BridgeUpMessage } from '@copytrade/contracts/bridge';
import type { MessageMeta, BridgeLinkStatus } from '../src/trading/bridge/link';
import {
  closeCommand,
  modifyCommand,
  orderFromWire,
  sendCommand,
  tradeResultFromWire,
} from '../src/trading/bridge/wire';
import {
  keyOf,
  openAccount,
  SERVER,
  settleBy,
  startBridge,
  testWorld,
  type BridgeTest,
} from './bridge-support';

/** The EA bridge on loopback: a fake EA on a simulator account, the hub and its link as the adapter sees them. */

let t: BridgeTest;
beforeEach(async () => {
  t = await startBridge();
});
afterEach(async () => {
  await t.close();
});

/** A bound key, its link with everything it hears, the world and its account, and the fake EA. */
function connect(keyId: number, options: Parameters<BridgeTest['fakeEa']>[3] = {}) {
  const world = testWorld();
  const login = openAccount(world);
  const key = keyOf(keyId);
  t.keys.add(key, { keyId, server: SERVER, login: String(login) });
  const link = t.hub.link(keyId);
  const heard: { message: BridgeUpMessage; meta: MessageMeta }[] = [];
  link.onMessage((message, meta) => heard.push({ message, meta }));
  const ea = t.fakeEa(key, world, login, options);
  const settle = settleBy(world);
  return { world, login, key, link, heard, ea, settle };
}

const kinds = (heard: { message: BridgeUpMessage }[]) =>
  heard.map(({ message }) => (message.type === 'event' ? `event:${message.kind}` : message.type));

describe('EA bridge exchange', () => {
  it('hands the link hello, symbols, snapshot, figures, then the order events, in order', async () => {
    const { world, login, link, heard, ea, settle } = connect(1);
    const before = await settle(world.sendOrder(SERVER, login, { symbol: 'EURUSD.m', type: 0, lots: 10 }));
    expect(before.ok).toBe(true);

    expect((await ea.tick()).status).toBe(200);
    expect(kinds(heard)).toEqual(['hello', 'symbols', 'snapshot', 'figures']);
    expect(link.status()).toMatchObject({ state: 'online', verified: true, hello: { login: String(login) } });
    const snapshot = heard[2]!.message;
    if (snapshot.type !== 'snapshot') throw new Error('not a snapshot');
    expect(snapshot.open.map((o) => o.ticket)).toEqual([before.ok ? before.order.ticket : 0]);
    expect(snapshot.history.map((o) => o.type)).toEqual([6]); // the initial deposit

    // Trading from the terminal itself: MT4 has no events, the EA finds them between ticks.
    const opened = await settle(
      world.sendOrder(SERVER, login, { symbol: 'EURUSD.m', type: 0, lots: 20, comment: 'manual' }),
    );
    if (!opened.ok) throw new Error('not opened');
    world.deposit(SERVER, login, '500.00');
    await ea.tick();
    await settle(world.modifyOrder(SERVER, login, opened.order.ticket, { sl: '1.09000' }));
    await settle(world.closeOrder(SERVER, login, opened.order.ticket));
    await ea.tick();

    expect(kinds(heard).slice(4)).toEqual([
      'event:opened',
      'event:balance',
      'figures',
      'event:closed',
      'figures',
    ]);
    // Every message once, in the EA's order.
    expect(heard.map(({ message }) => message.seq)).toEqual(heard.map((_, i) => i + 1));
    const closed = heard.find(({ message }) => message.type === 'event' && message.kind === 'closed')!;
    if (closed.message.type !== 'event') throw new Error('not an event');
    expect(orderFromWire(closed.message.order, closed.meta.offsetMs)).toMatchObject({
      ticket: opened.order.ticket,
      state: 'closed',
      sl: '1.09000',
      lots: 20,
    });
  });

  it('executes a trade command once and resolves it with the order', async () => {
    const { world, login, link, heard, ea } = connect(2);
    await ea.tick();

    const pending = link.command(sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 10, comment: 'c1.x9' }));
    await ea.tick(); // the EA receives it and trades
    await ea.tick(); // its result reaches the server
    await ea.tick(); // nothing is sent twice
    const outcome = await pending;

    const result = tradeResultFromWire(outcome);
    if (!result.ok) throw new Error(`refused: ${result.code}`);
    expect(result.order).toMatchObject({ symbol: 'EURUSD.m', lots: 10, state: 'open', comment: 'c1.x9' });
    const orders = world.openOrders(SERVER, login);
    expect(orders.map((o) => o.ticket)).toEqual([result.order.ticket]);
    expect(result.order.openTime).toBe(Math.floor(orders[0]!.openTime / 1000) * 1000);
    expect(kinds(heard).filter((k) => k === 'result')).toHaveLength(1);
    expect(kinds(heard)).toContain('event:opened');

    const modified = link.command(modifyCommand(result.order.ticket, { tp: '1.12000' }));
    await ea.tick();
    await ea.tick();
    expect(tradeResultFromWire(await modified)).toMatchObject({ ok: true, order: { tp: '1.12000' } });
  });

  it('answers a partial close with the closed original and the remainder', async () => {
    const { world, login, link, heard, ea } = connect(3);
    await ea.tick();
    const open = link.command(sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 100, comment: 'c1.p' }));
    await ea.tick();
    await ea.tick();
    const opened = tradeResultFromWire(await open);
    if (!opened.ok) throw new Error('not opened');

    world.setMid('EURUSD', '1.10201');
    const close = link.command(closeCommand(opened.order.ticket, { lots: 30 }));
    await ea.tick();
    await ea.tick();
    const result = tradeResultFromWire(await close);

    expect(result).toMatchObject({
      ok: true,
      order: { ticket: opened.order.ticket, lots: 30, state: 'closed', profit: '59.70' },
      remainder: { lots: 70, state: 'open', comment: `from #${opened.order.ticket}` },
    });
    const remainder = result.ok ? result.remainder! : null;
    expect(world.openOrders(SERVER, login).map((o) => o.ticket)).toEqual([remainder!.ticket]);
    const partial = heard.filter(
      ({ message }) => message.type === 'event' && message.kind === 'partiallyClosed',
    );
    expect(partial).toHaveLength(1);
    const event = partial[0]!.message;
    if (event.type !== 'event') throw new Error('not an event');
    expect(event.order).toMatchObject({
      ticket: opened.order.ticket,
      lots: '0.30',
      comment: `to #${remainder!.ticket}`,
    });
    expect(event.remainder).toMatchObject({ ticket: remainder!.ticket, lots: '0.70' });
    // The remainder is not reported as a new order of its own.
    expect(
      heard.filter(({ message }) => message.type === 'event' && message.order.ticket === remainder!.ticket),
    ).toEqual([]);
  });

  it('stores a resent exchange once and ignores a message out of order', async () => {
    t.keys.add(keyOf(4), { keyId: 4 });
    const link = t.hub.link(4);
    const heard: number[] = [];
    link.onMessage((message) => heard.push(message.seq));
    const time = Math.floor(Date.UTC(2024, 2, 5, 12) / 1000);
    const base = { v: 1, boot: '00000000000000a1', ack: 0, time, gmt: time };
    const hello = {
      seq: 1,
      type: 'hello',
      ea: '1.0.0',
      build: 1420,
      company: 'Apex Capital',
      server: SERVER,
      login: '7001',
      name: 'Raw',
      currency: 'USD',
      leverage: 100,
      tradeAllowed: true,
    };
    const figures = (seq: number, balance: string) => ({
      seq,
      type: 'figures',
      balance,
      credit: '0.00',
      equity: balance,
      margin: '0.00',
      freeMargin: balance,
      marginLevel: '0.00',
      profit: '0.00',
    });

    const first = await t.post({ ...base, messages: [hello] }, { key: keyOf(4) });
    expect(first).toMatchObject({ status: 200, body: { ack: 1, commands: [] } });
    // The same exchange again (the EA never saw the answer).
    expect(await t.post({ ...base, messages: [hello] }, { key: keyOf(4) })).toMatchObject({
      body: { ack: 1 },
    });
    expect(heard).toEqual([1]);

    // Seq 3 before seq 2: not stored, the EA sends it again.
    const gap = await t.post({ ...base, messages: [figures(3, '3.00')] }, { key: keyOf(4) });
    expect(gap).toMatchObject({ status: 200, body: { ack: 1 } });
    expect(heard).toEqual([1]);

    const both = await t.post(
      { ...base, messages: [figures(2, '2.00'), figures(3, '3.00')] },
      { key: keyOf(4) },
    );
    expect(both).toMatchObject({ body: { ack: 3 } });
    // Old ones (a repeated seq with other content too) change nothing; a new one after them is stored.
    const again = await t.post(
      { ...base, messages: [figures(2, '9.00'), figures(3, '9.00'), figures(4, '4.00')] },
      { key: keyOf(4) },
    );
    expect(again).toMatchObject({ body: { ack: 4 } });
    expect(heard).toEqual([1, 2, 3, 4]);
    expect(link.status().pending).toBe(0);

    // A result nobody asked for is ignored (and logged), not handed on.
    const stray = {
      seq: 5,
      type: 'result',
      requestId: 'nobody-asked',
      ok: false,
      code: 130,
      message: 'invalid stops',
    };
    expect(await t.post({ ...base, messages: [stray] }, { key: keyOf(4) })).toMatchObject({
      body: { ack: 5 },
    });
    expect(heard).toEqual([1, 2, 3, 4]);
    expect(t.logLines.some((line) => line.includes('nobody-asked'))).toBe(true);
  });

  it('ends with one order and one result when the EA restarts in the middle of a send', async () => {
    let crash = true;
    const { world, login, link, heard, ea } = connect(5, {
      faults: { crashAfter: (command) => command.op === 'send' && crash },
    });
    await ea.tick();
    const bootBefore = link.status().boot;

    const pending = link.command(sendCommand({ symbol: 'EURUSD.m', type: 1, lots: 10, comment: 'c5.r1' }));
    await ea.tick(); // traded, then the terminal died before it answered
    expect(ea.status().crashed).toBe(true);
    expect(world.openOrders(SERVER, login)).toHaveLength(1);

    crash = false;
    ea.restart();
    // New boot: the EA answers the started send from the account (found by its comment) into its file,
    // and the server sends the send again under the same requestId: the stored answer goes back.
    await ea.tick();
    await ea.tick();
    await ea.tick();
    const result = tradeResultFromWire(await pending);

    expect(link.status().boot).not.toBe(bootBefore);
    expect(result).toMatchObject({ ok: true, order: { comment: 'c5.r1', lots: 10, type: 1 } });
    expect(world.openOrders(SERVER, login)).toHaveLength(1);
    expect(world.openOrders(SERVER, login)[0]!.ticket).toBe(result.ok ? result.order.ticket : 0);
    expect(kinds(heard).filter((k) => k === 'result')).toHaveLength(1);
    // The new boot began with its hello and the snapshot the server asked for came too.
    expect(kinds(heard).filter((k) => k === 'hello')).toHaveLength(2);
    expect(kinds(heard).filter((k) => k === 'snapshot').length).toBeGreaterThanOrEqual(3);
  });

  it('resolves 128 when the EA does not answer in time, and never sends the command after that', async () => {
    let hold = true;
    const { world, login, link, heard, ea } = connect(6, { faults: { hold: () => hold } });
    await ea.tick();

    const held = link.command(sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 10, comment: 'c6.h' }));
    await ea.tick(); // received, stuck in it
    const unsent = link.command(sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 20, comment: 'c6.u' }));
    t.clock.advance(30_000);
    t.hub.sweep();
    expect(await held).toEqual({ ok: false, code: 128, message: 'trade timeout' });
    expect(await unsent).toEqual({ ok: false, code: 128, message: 'trade timeout' });

    // The late real result is still delivered (marked late) and logged; the command's answer stays 128.
    hold = false;
    await ea.release();
    await ea.tick();
    await ea.tick();
    const late = heard.filter(({ message }) => message.type === 'result');
    expect(late).toHaveLength(1);
    expect(late[0]!.meta.late).toBe(true);
    expect(t.logLines.some((line) => line.includes('a result after its timeout'))).toBe(true);
    // The command the EA never received was withdrawn: only the held one traded.
    expect(world.openOrders(SERVER, login).map((o) => o.comment)).toEqual(['c6.h']);
  });

  it('converts broker server times with the measured offset (UTC+3)', async () => {
    const offsetMs = 3 * 3600_000;
    const { world, login, link, heard, ea, settle } = connect(7, { offsetMs });
    const before = await settle(world.sendOrder(SERVER, login, { symbol: 'EURUSD.m', type: 0, lots: 10 }));
    if (!before.ok) throw new Error('not opened');
    await ea.tick();

    expect(link.status().offsetMs).toBe(offsetMs);
    const snapshot = heard.find(({ message }) => message.type === 'snapshot')!;
    if (snapshot.message.type !== 'snapshot') throw new Error('not a snapshot');
    const wire = snapshot.message.open[0]!;
    // On the wire: server time in seconds, three hours ahead of UTC.
    expect(wire.openTime).toBe(Math.floor(before.order.openTime / 1000) + 3 * 3600);
    expect(orderFromWire(wire, snapshot.meta.offsetMs).openTime).toBe(
      Math.floor(before.order.openTime / 1000) * 1000,
    );

    const pending = link.command(closeCommand(before.order.ticket));
    await ea.tick();
    await ea.tick();
    const closed = tradeResultFromWire(await pending);
    if (!closed.ok) throw new Error('not closed');
    const history = world.history(SERVER, login).find((o) => o.ticket === before.order.ticket)!;
    expect(closed.order.closeTime).toBe(Math.floor(history.closeTime / 1000) * 1000);
    expect(closed.order.closeTime).toBeLessThan(world.now());
    expect(world.now() - closed.order.closeTime!).toBeLessThan(2000);
  });

  it('marks the link lost after 10 s without an exchange and asks for a snapshot when it is back', async () => {
    const { link, heard, ea } = connect(8);
    const states: BridgeLinkStatus['state'][] = [];
    link.onStatus((status) => states.push(status.state));
    await ea.tick();
    t.clock.advance(9_999);
    t.hub.sweep();
    expect(link.status().state).toBe('online');
    t.clock.advance(1);
    t.hub.sweep();
    expect(link.status().state).toBe('lost');
    // While lost a command is answered at once: no connection.
    expect(await link.command(sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 10 }))).toMatchObject({
      code: 6,
    });

    const snapshotsBefore = kinds(heard).filter((k) => k === 'snapshot').length;
    await ea.tick(); // back: the answer carries a snapshot command
    await ea.tick(); // the snapshot arrives
    expect(states).toEqual(['online', 'lost', 'online']);
    expect(kinds(heard).filter((k) => k === 'snapshot').length).toBe(snapshotsBefore + 1);
  });

  it('answers a snapshot command with the next snapshot', async () => {
    const { link, ea } = connect(9);
    await ea.tick();
    const pending = link.command({ op: 'snapshot', historyDays: 1 });
    await ea.tick();
    await ea.tick();
    const outcome = await pending;
    expect(outcome).toMatchObject({ ok: true, open: [], offsetMs: 0 });
    expect(outcome.ok && outcome.history.map((o) => o.type)).toEqual([6]);
  });

  it('polls by itself once started, at the pace the server gives', async () => {
    const { world, login, link, ea } = connect(10);
    const online = new Promise<void>((resolve) => {
      link.onStatus((status) => {
        if (status.state === 'online') resolve();
      });
    });
    ea.start();
    await online;
    const outcome = await link.command(
      sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 10, comment: 'c10' }),
    );
    await ea.stop();
    expect(outcome).toMatchObject({ ok: true, order: { comment: 'c10' } });
    expect(world.openOrders(SERVER, login)).toHaveLength(1);
  });

  it('goes on after a server restart: a running EA is adopted, or begins anew when the site lost its acks', async () => {
    const { world, login, ea } = connect(11);
    await ea.tick();
    await ea.tick();
    expect(ea.status().outbox).toBe(0);
    const send = (comment: string) => sendCommand({ symbol: 'EURUSD.m', type: 0, lots: 10, comment });

    // Nothing waits in the EA's outbox: the new process answers ack 0, the EA sees its acks lost and restarts.
    t.restartHub();
    const bootBefore = ea.status().boot;
    await ea.tick();
    expect(ea.status().boot).not.toBe(bootBefore);
    await ea.tick();
    let link = t.hub.link(11);
    expect(link.status()).toMatchObject({ verified: true, hello: { login: String(login) } });
    const first = link.command(send('c11.a'));
    await ea.tick();
    await ea.tick();
    expect(await first).toMatchObject({ ok: true, order: { comment: 'c11.a' } });

    // Something waits (a deposit's event): the new process adopts the boot where it stands.
    world.deposit(SERVER, login, '100.00');
    t.restartHub();
    const boot = ea.status().boot;
    await ea.tick();
    link = t.hub.link(11);
    expect(ea.status().boot).toBe(boot);
    expect(link.status()).toMatchObject({ verified: true, hello: null, boot });
    const second = link.command(send('c11.b'));
    await ea.tick();
    await ea.tick();
    expect(await second).toMatchObject({ ok: true, order: { comment: 'c11.b' } });
    expect(world.openOrders(SERVER, login).map((o) => o.comment)).toEqual(['c11.a', 'c11.b']);
  });
});
