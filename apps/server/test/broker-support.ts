import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pino from 'pino';
import type { SessionEvent } from '../src/trading/gateway';
import { connectRemoteGateway, type RemoteGateway } from '../src/trading/remote/remote-gateway';

/** The broker process as the tests run it (src/broker-main.ts through tsx) and what they watch of it. */

const serverRoot = path.resolve(import.meta.dirname, '..');

export type BrokerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  /** BROKER_SECRET it was started with (its wire is then TLS with that key). */
  secret?: string;
};

/**
 * Starts `npm run broker` on `dataDir` (its own embedded database) with an empty world trading every day,
 * and resolves when it listens. `port` 0 takes a free one; a restart passes the port it had.
 */
export function startBroker(dataDir: string, port = 0, secret?: string): Promise<BrokerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    SIM_WEEKEND_CLOSED: 'false',
    BROKER_HOST: '127.0.0.1',
    BROKER_PORT: String(port),
    LOG_LEVEL: 'info',
    LOG_PRETTY: 'false',
  };
  delete env.DATABASE_URL;
  delete env.SECRET_KEY;
  delete env.BROKER_SECRET;
  if (secret) env.BROKER_SECRET = secret;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/broker-main.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /broker ready: tcp:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (ready) {
        child.stdout.off('data', onData);
        const listened = Number(ready[1]);
        resolve({
          child,
          port: listened,
          url: `tcp://127.0.0.1:${listened}`,
          output: () => output,
          ...(secret ? { secret } : {}),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`broker exited (${code}) before it listened:\n${output}`)));
  });
}

/** Stops a broker process (SIGKILL unless told) and waits until it is gone. */
export function killBroker(
  broker: BrokerProcess,
  signal: NodeJS.Signals = 'SIGKILL',
): Promise<number | null> {
  if (broker.child.exitCode !== null || broker.child.signalCode !== null)
    return Promise.resolve(broker.child.exitCode);
  return new Promise((resolve) => {
    broker.child.once('exit', (code) => resolve(code));
    broker.child.kill(signal);
  });
}

/** An API process's gateway to the broker (quick reconnection: the tests wait for it). */
export function remoteGateway(url: string, secret?: string): Promise<RemoteGateway> {
  return connectRemoteGateway({
    url,
    log: pino({ enabled: false }),
    backoff: { min: 50, max: 500 },
    ...(secret ? { secret } : {}),
  });
}

/** Waits until `check` holds (the broker is another process: its answers come when they come). */
export async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** `until` for a check that reads the database. */
export async function untilAsync(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The events a session heard, in order. */
export function recorder() {
  const events: SessionEvent[] = [];
  return { events, onEvent: (event: SessionEvent) => events.push(event) };
}
