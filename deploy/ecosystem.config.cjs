// A PM2 process file for one machine running the site as several processes (README, "Several
// processes"): one simulated-broker process, N API nodes and M copy workers on PostgreSQL and Redis, behind
// a load balancer that sends HTTP and WebSocket traffic to the API nodes (deploy/nginx.conf).
//
//   npm ci && npm run build && pm2 start deploy/ecosystem.config.cjs
//
// Every process reads the same settings; only NODE_ROLE and PORT differ. SECRET_KEY must be the same on all
// of them (the sessions, the stored MT4 passwords and the bridge keys are sealed with it).
const path = require('node:path');

const shared = {
  NODE_ENV: 'production',
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://copytrade@127.0.0.1:5432/copytrade',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: process.env.REDIS_PREFIX ?? 'copytrade',
  SECRET_KEY: process.env.SECRET_KEY,
  // The built-in MT4 simulator runs in a process of its own and every API node and worker trades on that one
  // world (accounts bound through the EA bridge or MetaApi reach their real brokers as in one process).
  BROKER_URL: process.env.BROKER_URL ?? 'tcp://127.0.0.1:4100',
  // The broker wire's TLS key (optional on loopback as here, required once the broker is on another machine).
  ...(process.env.BROKER_SECRET ? { BROKER_SECRET: process.env.BROKER_SECRET } : {}),
  // The first start with demo data drives the simulator in one process; a multi-process site starts empty.
  SEED_DEMO: 'false',
  LOG_PRETTY: '0',
};

/** The project's root: the scripts below are relative to it, wherever `pm2 start` is run from. */
const cwd = path.resolve(__dirname, '..');
const API_NODES = Number(process.env.API_NODES ?? 2);
const COPY_WORKERS = Number(process.env.COPY_WORKERS ?? 2);
const run = {
  cwd,
  script: 'apps/server/src/main.ts',
  interpreter: 'node',
  node_args: '--import tsx',
  exec_mode: 'fork',
};

module.exports = {
  apps: [
    {
      name: 'broker',
      cwd,
      script: 'apps/server/src/broker-main.ts',
      interpreter: 'node',
      node_args: '--import tsx',
      env: { ...shared, BROKER_HOST: '127.0.0.1', BROKER_PORT: '4100' },
    },
    {
      ...run,
      name: 'api',
      instances: API_NODES,
      // The first node listens on 3001, the next on 3002, ... (the load balancer's upstreams).
      increment_var: 'PORT',
      env: { ...shared, NODE_ROLE: 'api', HOST: '127.0.0.1', PORT: '3001', TRUST_PROXY: '1' },
      kill_timeout: 15000,
    },
    {
      ...run,
      name: 'copy-worker',
      instances: COPY_WORKERS,
      // A larger young generation: a fan-out's short-lived per-follower objects are scavenged less often
      // (about 40 % off a 10,000-follower commit, docs/performance.md); it costs memory the API nodes keep.
      node_args: '--import tsx --max-semi-space-size=64',
      // Workers answer only /health and /ready on their port.
      increment_var: 'PORT',
      env: { ...shared, NODE_ROLE: 'worker', HOST: '127.0.0.1', PORT: '3101' },
      kill_timeout: 15000,
    },
  ],
};
