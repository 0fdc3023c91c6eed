import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_TAGS } from '@copytrade/contracts/endpoint';
import type { Config } from './config/env';
import type { Db } from './db/client';
import { upsertCatalog, upsertStandardSymbols } from './modules/accounts/account.repository';
import { accountRoutes } from './modules/accounts/account.routes';
import { createAccountService } from './modules/accounts/account.service';
import { STANDARD_SYMBOLS } from './modules/accounts/standard-symbols';
import { createAuthService } from './modules/auth/auth.service';
import { authRoutes } from './modules/auth/auth.routes';
import { pruneAuthRows } from './modules/auth/auth.repository';
import { createContentService } from './modules/content/content.service';
import { contentAdminRoutes } from './modules/content/content-admin.routes';
import { createContentEditorService } from './modules/content/content-editor.service';
import { contentRoutes } from './modules/content/content.routes';
import { marketNewsRoutes } from './modules/market-news/market-news.routes';
import { createMarketNewsService } from './modules/market-news/market-news.service';
import { createEducationService } from './modules/content/education.service';
import { contentIdOfPage, pageLocale, withPageMeta } from './modules/content/page-meta';
import { devRoutes } from './modules/dev/dev.routes';
import { createNoticeService } from './modules/messages/notice.service';
import { noticeRoutes } from './modules/messages/notice.routes';
import { publicMessageRoutes } from './modules/messages/public-message.routes';
import { createPublicMessageService } from './modules/messages/public-message.service';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { marketRoutes } from './modules/market/market.routes';
import { createMarketService, type MarketService } from './modules/market/market.service';
import { subscriptionRoutes } from './modules/subscriptions/subscription.routes';
import { previewRoutes } from './modules/preview/preview.routes';
import { createPreviewService } from './modules/preview/preview.service';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { createMamTradingService } from './modules/mam/mam-trading.service';
import { mamTradingRoutes } from './modules/mam/mam-trading.routes';
import { rankingRoutes } from './modules/community/ranking.routes';
import { createRankingService } from './modules/community/ranking.service';
import { discoveryRoutes } from './modules/community/discovery.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { createOutboxService } from './modules/outbox/outbox.service';
import { feeRoutes } from './modules/fees/fees.routes';
import { createFeeService } from './modules/fees/fees.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { paymentRoutes } from './modules/payments/payment.routes';
import { createPaymentService } from './modules/payments/payment.service';
import { uploadRoutes } from './modules/uploads/upload.routes';
import { createUploadService } from './modules/uploads/upload.service';
import { partnerRoutes } from './modules/partners/partner.routes';
import { createPartnerService } from './modules/partners/partner.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { verificationRoutes } from './modules/verification/verification.routes';
import { createVerificationService } from './modules/verification/verification.service';
import { createWalletService, type WalletService } from './modules/wallet/wallet.service';
import { settlementRoutes } from './modules/settlement/settlement.routes';
import { createSettlementService, type SettlementService } from './modules/settlement/settlement.service';
import { createDiscoveryService } from './modules/community/discovery.service';
import { createStatisticsService, type StatisticsService } from './modules/statistics/statistics.service';
import {
  createSubscriptionService,
  type SubscriptionService,
} from './modules/subscriptions/subscription.service';
import { createSiteService } from './modules/sites/site.service';
import { createSitePlatformService } from './modules/sites/site-platform.service';
import { sitePlatformRoutes } from './modules/sites/site-platform.routes';
import { createOperatorService } from './modules/operator/operator.service';
import { operatorRoutes } from './modules/operator/operator.routes';
import { pruneOperatorSessions } from './modules/operator/operator.repository';
import { socialRoutes } from './modules/social/social.routes';
import { createSocialService } from './modules/social/social.service';
import { siteRoutes } from './modules/sites/site.routes';
import { siteSettingsRoutes } from './modules/sites/site-settings.routes';
import { createSiteSettingsService } from './modules/sites/site-settings.service';
import { createSiteConnectionsService } from './modules/sites/site-connections.service';
import { siteConnectionsRoutes } from './modules/sites/site-connections.routes';
import { createUserService } from './modules/users/user.service';
import { userRoutes } from './modules/users/user.routes';
import { createAfterCommit, type AfterCommit } from './platform/after-commit';
import { frameworkErrorHandler, installErrorHandler, sendError } from './platform/error-handler';
import { serializeError, withSafeErrors } from './platform/error-log';
import { validatorCompiler } from './platform/validator';
import { serializerCompiler } from './platform/serializer';
import { countsAsApiCall, installRequestHooks, isApiPath } from './platform/hooks';
import { canonicalUrl, NON_CANONICAL_PATH, pathOf } from './platform/paths';
import { createMessenger, type Messenger } from './platform/messenger';
import { cryptoRandom, systemClock, type Clock, type Random } from './platform/ports';
import { pruneRateEvents } from './platform/rate-slots';
import { timerJobs, type Jobs } from './platform/jobs';
import type { RealtimeBus } from './platform/realtime-bus';
import { createRealtimeHub, type RealtimeHub } from './platform/realtime-hub';
import { clientErrorEnvelope, installSecurityHeaders } from './platform/security-headers';
import type { Keys } from './platform/secrets';
import { createAccountMirror, type AccountMirror } from './trading/account-mirror';
import {
  createCopyOrchestrator,
  type CopyObserver,
  type CopyOwnershipFactory,
} from './trading/copy/copy-orchestrator';
import { createClusterParts, type ClusterOptions, type ClusterParts } from './trading/cluster/cluster-parts';
import type { CopierControl } from './trading/cluster/copy-control';
import type { TradingGateway } from './trading/gateway';
import type { SimWorld } from '@copytrade/mt4-sim';
import { createBridgeGateway } from './trading/bridge/bridge-gateway';
import { installDemoBroker } from './modules/demo-broker/demo-broker';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerBridgeRoutes } from './trading/bridge/bridge.routes';
import { createBridgeHub, type BridgeHub, type BridgeHubLimits } from './trading/bridge/hub';
import { createRoutedGateway } from './trading/routed-gateway';
import { createDemoTerminalLauncher, createSimulatedTerminals } from './trading/bridge/simulated-terminals';
import { createMetaApiRegistry, type MetaApiRegistryOptions } from './trading/metaapi/metaapi-registry';
import { createBridgeKeyStore } from './modules/accounts/bridge-keys';
import { findKeyAccount } from './modules/accounts/bridge-key.repository';
import { afterCommitHandlers, declareReactions } from './wiring';

/** Simulator controls for development pages and journeys (never in production). */
export type SimControl = {
  /** The simulated brokers (a simulated bridge terminal trades in them). */
  world(): SimWorld;
  createDemoAccount?: TradingGateway['createDemoAccount'];
  dropConnection(server: string, login: string, ms: number): void;
  devTrade(
    server: string,
    login: string,
    request: {
      action: 'open' | 'partialClose' | 'close';
      symbol: string;
      lots: number;
      sl: number;
      tp: number;
    },
  ): Promise<{ ticket: number; lots: number }>;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** The trading side of the app, for the process that runs it and for tests. */
    trading: {
      gateway: TradingGateway;
      mirror: AccountMirror;
      hub: RealtimeHub;
      /** The copier, or (an API node of several) its facade forwarding to the copy workers. */
      copier: CopierControl;
      bridge: BridgeHub;
    };
    /** This process's parts of several (issue 20): an API node's publisher, a worker's remote mirror. */
    cluster: ClusterParts;
    statistics: StatisticsService;
    /** Market data for the tools (candles, quotes, the quote stream), for tests and benchmarks. */
    market: MarketService;
    /** Weekly performance settlement (runWeek, idle) for the job and tests. */
    settlement: SettlementService;
    /** The wallet as wired (its reactions bound, wiring.ts), for tests that charge fees directly. */
    wallet: WalletService;
    /** After-commit delivery (notice pushes): tests wait for `idle` before reading what was pushed. */
    afterCommit: Pick<AfterCommit, 'idle'>;
    /** Subscriptions (the expiry job: `expireDue` for tests). */
    subscriptions: SubscriptionService;
  }
}

export type AppOptions = {
  config: Config;
  db: Db;
  keys: Keys;
  clock?: Clock;
  random?: Random;
  /** Replaces SMTP/outbox delivery (tests that capture messages). */
  messenger?: Messenger;
  /** Every MT4 connection goes through it (the built-in simulator by default, see main.ts). */
  gateway: TradingGateway;
  simControl?: SimControl;
  /** The EA bridge hub's limits (tests shorten its timeouts). */
  bridge?: { limits?: Partial<BridgeHubLimits> };
  /**
   * The message engine between processes (several nodes: main.ts makes one on Redis when REDIS_URL is
   * set); the app closes it. Without it every realtime message stays in this process.
   */
  realtimeBus?: RealtimeBus;
  /**
   * Where the periodic jobs run: timers in this process by default; main.ts hands in the PostgreSQL job
   * queue when several processes share the database (the app starts and stops it).
   */
  jobs?: Jobs;
  /**
   * Several processes (issue 20): an API node (HTTP, sessions, the mirror; its copier calls go to the copy
   * workers) or a copy worker (the copier over the API nodes' sessions through Redis; no sessions, no HTTP
   * but /health and /ready). Without it this process is all of them (the default).
   */
  cluster?: ClusterOptions;
  /** How a site's MetaApi client is made (tests give the fake SDK) and the adapter's waits. */
  metaApi?: Pick<MetaApiRegistryOptions, 'load' | 'timeouts'>;
  /** Measures the copy fan-out (benchmarks). */
  copyObserver?: CopyObserver;
  /**
   * A copy worker (NODE_ROLE=worker): the copier copies only the masters whose lease it holds, through
   * this lease keeper (main.ts makes one; the copier starts and stops it). None: it copies every master.
   */
  copyLeases?: CopyOwnershipFactory;
  /** Period of the statistics job (equity samples, refreshes); 0 = none (tests call it themselves). */
  statisticsEveryMs?: number;
  /** Market data: candles saved this often (default 5 s); false for no timers (tests drive it). */
  market?: {
    saveEveryMs?: number;
    timers?: boolean;
    listen?: boolean;
    quoteIntervalMs?: number;
    wallNow?: () => number;
  };
  /** Period of the weekly settlement job (default 10 minutes); 0 = none (tests call runWeek). */
  settlementEveryMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** A logger made by the caller (shared with the gateway); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
};

/** The server's log settings: level, pretty lines in a terminal, and secrets never written. */
export function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.body.password',
        'req.body.confirmPassword',
        'req.body.tradePwd',
        'req.body.code',
      ],
      censor: '[redacted]',
    },
    // Errors are logged without the values of a failed query (error-log.ts).
    serializers: { err: serializeError },
    ...(config.logPretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** The whole service as one Fastify instance (fastify/demo): plugins load external, then app, then routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, keys } = options;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? cryptoRandom;

  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: withSafeErrors(options.logger ?? loggerOptions(config)) }),
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The start's work runs in the onReady hook (the catalog, the mirror's sessions, the copier's recovery,
    // the jobs): on a loaded machine it took over Fastify's 10 s default, and the node exited at start.
    // Two minutes still fail a start that hangs, loudly.
    pluginTimeout: 120_000,
    // What Node's HTTP parser refuses (headers over 16 kB, a request line too long) answers the envelope.
    clientErrorHandler: clientErrorEnvelope,
    // Router errors (a path that does not decode, an over-long parameter) answer the envelope too.
    frameworkErrors: frameworkErrorHandler,
    // A path in another spelling (percent-escaped letters, `//`, `.` segments) never reaches a route.
    rewriteUrl: (req) => canonicalUrl(req.url),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // External plugins.
  // Responses over 1 kB (the web app's scripts and styles, long API answers) are compressed: brotli at a
  // quality cheap enough to run per request, gzip for older clients. The hashed assets are cached by the
  // browser for a year, so each is compressed once per visitor.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Helmet sends the fixed headers; the policy, framing and HSTS depend on the site and on the
  // connection (platform/security-headers.ts). `sites` is read per response, once the app is built.
  await app.register(helmet, {
    contentSecurityPolicy: false,
    frameguard: false,
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
  installSecurityHeaders(app, { siteOf: (domain, host) => sites.resolveRow(domain, host) });
  // The demo broker page on broker.localhost / rogue.localhost (issue 19, iframe mode), with the demo data.
  if (config.seedDemo) installDemoBroker(app);
  await app.register(rateLimit, {
    // Added below as the first onRequest hook, so it runs before any other work and on unmatched paths.
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // Under injectWS there is no socket and `req.ip` throws (DESIGN.md pitfalls).
    keyGenerator: (req) => (req.raw.socket ? req.ip : undefined) || 'unknown',
    // Only API calls count (decided from the route that matched): a page load fetches dozens of chunks.
    allowList: (req) => !countsAsApiCall(req),
    // A refused call is worth a line: a whole office behind one address, or a script hammering the API.
    onExceeded: (req, key) =>
      req.log.warn({ address: key, route: req.routeOptions.url }, 'rate limit exceeded'),
  });
  app.addHook('onRequest', app.rateLimit());
  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema 2020-12, so a nullable union keeps its types (3.0 cannot say it).
      openapi: '3.1.0',
      info: {
        title: 'Copy-trading site API',
        description:
          'Every answer is the envelope {status, message, content[], total?}; status 10000 is success. Send `language` (zh_CN, en_US, zh_Hant) and `domainName` (the page origin) headers; /community/api/* needs `Authorization: Bearer <token>`.',
        version: '1.0.0',
      },
      // Each site answers on its own host names: the document describes whichever one serves it.
      servers: [{ url: '/', description: 'The site that serves this document' }],
      // Public by default; every call under /community/api/ and /mam/main/ names bearerAuth itself, and
      // the operator's console (/operator/api/) operatorAuth: a token of one kind is worthless for the other.
      security: [],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          operatorAuth: {
            type: 'http',
            scheme: 'bearer',
            description: "A platform operator's token (operatorLogin); a site user's token is refused.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Its own policy replaces ours on /docs; a docs page read over plain HTTP must not be sent to https.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
  await app.register(websocket, {
    // The browser offers [origin, token]; the handshake must answer one of them.
    options: {
      maxPayload: 64 * 1024,
      handleProtocols: (protocols: Set<string>) => protocols.values().next().value ?? false,
    },
  });

  // Application: services and the request hooks.
  const hub = createRealtimeHub(options.realtimeBus ? { bus: options.realtimeBus } : {});
  const jobs = options.jobs ?? timerJobs(app.log);
  // After-commit work goes through one transactional outbox. The services get its database handle: a
  // transaction that wrote an event (a notice's push) starts the delivery once it has committed.
  const afterCommit = createAfterCommit({
    db: options.db,
    log: app.log,
    handlers: afterCommitHandlers({ hub }),
  });
  const { db } = afterCommit;
  // Who reacts to whose events (wiring.ts): handed to the emitting services, bound once all are built.
  const reactions = declareReactions();
  const messenger =
    options.messenger ??
    createMessenger({
      db,
      log: app.log,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
    });
  const sites = createSiteService({ db, clock });
  const notices = createNoticeService({ db, clock, afterCommit });
  const ranking = createRankingService({ db, clock });
  const users = createUserService({
    db,
    random,
    socialCounts: (site, userId) => social.counts(site, userId),
  });
  const social = createSocialService({ db, clock, users, ranking, notices });
  const content = createContentService({ db, sites });
  const education = createEducationService({ db, clock, sites });
  const auth = createAuthService({
    db,
    clock,
    random,
    messenger,
    codeKey: keys.codeHmac,
    sessionTtlMs: config.sessionTtlMs,
    sites,
    users,
    notices,
  });
  // The platform's side of the sites (issue 15): the operator's console and the limits it sets per site.
  const sitePlatform = createSitePlatformService({
    db,
    clock,
    random,
    messenger,
    users,
    sites,
    log: app.log,
    onLimitsChanged: (siteId) => copier.invalidateSiteLimits(siteId),
  });
  const operators = createOperatorService({
    db,
    clock,
    random,
    totpKey: keys.operatorTotp,
    platform: sitePlatform,
  });
  const guards = installRequestHooks(app, {
    resolveSite: (domain, host) => sites.resolve(domain, host),
    authenticate: (site, token) => auth.authenticate(site, token),
    authenticateOperator: (token) => operators.authenticate(token),
    assertSiteOpen: (site) => sites.assertOpen(site),
  });
  // The EA bridge (issue 16): its keys, the hub that EAs exchange with, and its adapter beside the direct
  // gateway; every account reaches its adapter through the routed gateway.
  const bridgeKeys = createBridgeKeyStore(db, () => clock.now().getTime());
  const bridgeHub = createBridgeHub({ keys: bridgeKeys, clock, log: app.log, ...options.bridge });
  // How sites reach accounts beyond the bridge: the admin's MetaApi token (its settings and audit are the
  // site settings'; the count of MetaApi accounts is the accounts module's). Both are made further down.
  const connections = createSiteConnectionsService({
    db,
    clock,
    secretKey: keys.mt4Password,
    settings: { withLockedSite: (site, caller, work) => siteSettings.withLockedSite(site, caller, work) },
    metaApiAccounts: (siteId, tx) => accounts.metaApiAccounts(siteId, tx),
    metaApi: { forget: (siteId) => metaApi.forget(siteId), sdkInstalled: () => metaApi.sdkInstalled() },
  });
  // MetaApi (issue 16): a gateway per site with a token (the site's admin sets it: site-connections).
  const metaApi = createMetaApiRegistry({
    tokenOf: (siteId) => connections.metaApiToken(siteId),
    log: app.log,
    ...options.metaApi,
  });
  const gateway = createRoutedGateway(
    options.gateway,
    createBridgeGateway({
      hub: bridgeHub,
      clock,
      log: app.log,
      describe: async (keyId) => (await findKeyAccount(db, keyId)) ?? null,
    }),
    metaApi,
  );
  const mirror = createAccountMirror({
    db,
    gateway,
    clock,
    log: app.log,
    passwordKey: keys.mt4Password,
    hub,
    notices,
    // An API node among several opens only the sessions whose leases it holds (the placement, made below
    // with the cluster's parts; asked only once the app runs).
    ...(options.cluster?.role === 'api'
      ? {
          placement: {
            claim: (id: number) => cluster.placement?.take(id) ?? Promise.resolve(false),
            holds: (id: number) => cluster.placement?.holds(id) ?? false,
          },
        }
      : {}),
  });
  // One process copies through its own mirror; an API node hands its sessions to the copy workers and
  // forwards the copier's controls to them; a copy worker copies through the API nodes' sessions.
  const cluster = createClusterParts(options.cluster, { mirror, log: app.log, db });
  const orchestrator =
    cluster.role === 'api'
      ? null
      : createCopyOrchestrator({
          db,
          clock,
          log: app.log,
          mirror: cluster.remoteMirror ?? mirror,
          hub,
          notices,
          afterCommit,
          ...(options.copyObserver ? { observer: options.copyObserver } : {}),
          ...(options.copyLeases ? { ownership: options.copyLeases } : {}),
        });
  const copier: CopierControl = orchestrator ?? cluster.facade!;
  const copyControl = orchestrator ? cluster.serveControl(orchestrator) : null;
  // Simulated terminals with the EA: the demo's "try it" in the bind dialog (DEMO_TERMINALS) and the `dev/`
  // route, against the simulator's first demo server.
  const terminals = createSimulatedTerminals(app);
  const demoServer = options.gateway
    .catalog()
    .flatMap((platform) => platform.servers)
    .find((server) => server.isDemo);
  const simulator = options.simControl;
  const demoTerminal =
    config.demoTerminals && simulator?.createDemoAccount && demoServer
      ? createDemoTerminalLauncher({
          terminals,
          simulator: {
            world: () => simulator.world(),
            createDemoAccount: simulator.createDemoAccount.bind(simulator),
          },
          server: demoServer.name,
        })
      : null;
  const accounts = createAccountService({
    db,
    clock,
    gateway,
    bridge: {
      status: (keyId) => bridgeHub.link(keyId).status(),
      forget: (keyId) => bridgeKeys.forget(keyId),
    },
    metaApi: { enabled: (siteId) => connections.metaApiEnabled(siteId) },
    demoTerminal,
    mirror,
    passwordKey: keys.mt4Password,
    sites,
    users,
    onSymbolsChanged: (accountId) => copier.invalidateSymbols(accountId),
  });
  const fees = createFeeService({ db, clock, accounts });
  const wallet = createWalletService({ db, clock, notices, reactions: reactions.wallet });
  const payments = createPaymentService({ db, clock, sites, wallet, copier, notices });
  const subscriptionService = createSubscriptionService({
    db,
    clock,
    sites,
    accounts,
    copier,
    fees,
    payments,
    reactions: reactions.subscriptions,
    notices,
    log: app.log,
    jobs,
  });
  const statistics = createStatisticsService({
    db,
    clock,
    log: app.log,
    assertPublic: (site, accountId) => accounts.publicInfo(site, accountId),
    everyMs: options.statisticsEveryMs ?? 30_000,
    jobs,
    ready: () => mirror.ready(),
  });
  app.decorate('trading', { gateway, mirror, hub, copier, bridge: bridgeHub });
  app.decorate('cluster', cluster);
  app.decorate('statistics', statistics);
  // Market data for the tools (issue 18): the gateway's price feed, candles and the quote stream.
  const market = createMarketService({ db, clock, log: app.log, feed: gateway.market, ...options.market });
  app.decorate('market', market);
  app.decorate('subscriptions', subscriptionService);

  // Routes.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // A copy worker answers only its health and readiness (nothing opens sessions or serves pages there).
  if (cluster.role === 'worker')
    app.addHook('onRequest', (req, reply, done) => {
      if (['/health', '/ready'].includes(pathOf(req.url))) done();
      else void sendError(req, reply, 'ROUTE_NOT_FOUND');
    });
  registerHealthRoutes(app, { db: options.db, bus: options.realtimeBus, closing: () => closing });
  registerBridgeRoutes(app, bridgeHub);
  await app.register(siteRoutes(sites));
  await app.register(sitePlatformRoutes(sitePlatform));
  await app.register(operatorRoutes(operators));
  await app.register(contentRoutes(content, education));
  await app.register(marketRoutes(market));
  await app.register(authRoutes(auth));
  await app.register(userRoutes(users));
  await app.register(noticeRoutes(notices));
  await app.register(publicMessageRoutes(createPublicMessageService({ db, clock, afterCommit })));
  await app.register(accountRoutes(accounts));
  await app.register(subscriptionRoutes(subscriptionService));
  await app.register(previewRoutes(createPreviewService({ db, clock, sites, accounts })));
  await app.register(statisticsRoutes(statistics));
  await app.register(
    mamTradingRoutes(
      createMamTradingService({
        db,
        clock,
        accounts,
        statistics,
        ranking,
        subscriptions: subscriptionService,
      }),
    ),
  );
  await app.register(rankingRoutes(ranking));
  await app.register(discoveryRoutes(createDiscoveryService({ db, clock, ranking })));
  await app.register(walletRoutes(wallet));
  const uploadService = createUploadService({ db, clock });
  await app.register(uploadRoutes(uploadService));
  // The site admin's settings, banners, domains and audit log (issue 15, section 2).
  const siteSettings = createSiteSettingsService({
    db,
    clock,
    sites,
    content,
    uploads: uploadService,
    users,
  });
  await app.register(siteSettingsRoutes(siteSettings));
  await app.register(siteConnectionsRoutes(connections));
  // The site admin's content editor (issue 17, section 4): its admin check, lock and audit are the site
  // settings'.
  await app.register(contentAdminRoutes(createContentEditorService({ db, clock, settings: siteSettings })));
  // Market news (issue 18, parts 3 and 4): calendar, news flash, daily report; the admin's writes through the
  // site settings' lock and audit, pushed to open pages after commit.
  await app.register(
    marketNewsRoutes(createMarketNewsService({ db, clock, settings: siteSettings, afterCommit })),
  );
  await app.register(paymentRoutes(payments));
  const settlement = createSettlementService({
    db,
    clock,
    log: app.log,
    wallet,
    pause: (ids, paused) => copier.setPaused(ids, paused),
    notices,
    everyMs: options.settlementEveryMs ?? 600_000,
    jobs,
  });
  app.decorate('settlement', settlement);
  await app.register(settlementRoutes(settlement));
  // Money (issue 6): fees and payments, weekly settlement, partners and rebates register below.
  await app.register(feeRoutes(fees));
  await app.register(contactRoutes(createContactService({ db, clock, notices })));
  const outbox = createOutboxService({ db });
  await app.register(outboxRoutes(outbox));
  const partners = createPartnerService({ db, clock, users, sites, notices });
  reactions.bind({ settlement, partners });
  app.decorate('wallet', wallet);
  app.decorate('afterCommit', afterCommit);
  await app.register(partnerRoutes(partners));
  await app.register(verificationRoutes(createVerificationService({ db, clock, notices })));
  await app.register(
    profileRoutes(createProfileService({ db, clock, users, auth, sites, uploads: uploadService })),
  );
  await app.register(socialRoutes({ social, accounts, users }));
  await app.register(
    realtimeRoutes({
      hub,
      quotes: market,
      resolveSite: (domain, host) => sites.resolve(domain, host),
      authenticate: (site, token) => auth.authenticate(site, token),
      brokenAccounts: async (site, caller) =>
        (await accounts.list(site, caller))
          .filter((a) => a.status === 1)
          .map((a) => ({ mtAccId: a.mtAccId, loginOrder: a.loginOrder, login: a.login })),
    }),
  );
  // Only with DEV_ROUTES=true (never in production: loadConfig refuses it); off, `dev/` answers the 404 envelope.
  if (config.devRoutes) {
    await app.register(
      devRoutes({
        accounts,
        outbox,
        simControl: options.simControl,
        bridgeTerminals: terminals,
      }),
    );
  }

  // Uploaded and seeded files, then the built web app with its history-mode fallback.
  const uploads = path.join(config.dataDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
  });
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    // Files are looked up per request, so a rebuilt web app is served without a restart. Hashed
    // assets never change; everything else is revalidated.
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      // The build writes each script and style compressed beside it (.br, .gz): sent as they are.
      preCompressed: true,
      // The ETag revalidates a page; a hashed asset is never asked again. Ranges serve no script.
      lastModified: false,
      acceptRanges: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  if (hasWeb) {
    // The root is the web app's page too (it redirects to the site's default base URL).
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html', config.webDist),
    );
  }
  /** An item detail page with the item's Open Graph tags in its head; null for any other page. */
  async function contentPage(req: FastifyRequest, urlPath: string): Promise<string | null> {
    const contentId = contentIdOfPage(urlPath);
    if (contentId === null) return null;
    const site = await sites.resolve(undefined, req.headers.host).catch(() => null);
    if (!site) return null;
    const meta = await education.pageMeta(site, pageLocale(req.headers.cookie), contentId);
    if (!meta) return null;
    const html = await readFile(path.join(config.webDist, 'index.html'), 'utf8');
    const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
    return withPageMeta(html, {
      ...meta,
      image: meta.image ? new URL(meta.image, origin).toString() : '',
      url: `${origin}${urlPath}`,
      siteName: site.brandName,
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const urlPath = pathOf(req.url);
    if (urlPath === NON_CANONICAL_PATH) return sendError(req, reply, 'ROUTE_NOT_FOUND');
    await guards.assertTokenForUnknownPath(req);
    const wantsPage = req.method === 'GET' && !isApiPath(urlPath) && !path.extname(urlPath);
    if (hasWeb && wantsPage) {
      const page = await contentPage(req, urlPath);
      if (page) return reply.type('text/html').header('cache-control', 'no-cache').send(page);
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', config.webDist);
    }
    return sendError(req, reply, 'ROUTE_NOT_FOUND');
  });

  // The brokers and standard symbols the gateway offers, then a session for every bound account.
  app.addHook('onReady', async () => {
    // First what a previous run committed and never delivered.
    afterCommit.start();
    await upsertCatalog(db, options.gateway.catalog());
    await upsertStandardSymbols(db, STANDARD_SYMBOLS);
    await market.start();
    // An API node listens for the workers' commands before its mirror attaches; a worker opens no session.
    await cluster.apiNode?.start();
    if (cluster.role !== 'worker') await mirror.start();
    // An API node takes its share of the session leases (their sessions open in the background; the node
    // says it is ready once they are attached).
    await cluster.placement?.start();
    cluster.apiNode?.mirrorStarted();
    await cluster.remoteMirror?.start();
    await copyControl?.start();
    await copier.start();
    subscriptionService.start();
    statistics.start();
    // Uploads nobody referenced within a day: swept now (after a restart too), then hourly.
    uploadService.start(app.log, jobs);
    settlement.start(() => mirror.ready());
    // Housekeeping: spent codes, old rate events and dead sessions.
    jobs.every('housekeeping', 3600_000, async () => {
      const before = new Date(clock.now().getTime() - 24 * 3600_000);
      await pruneRateEvents(db, before);
      await pruneAuthRows(db, before);
      await pruneOperatorSessions(db, before);
    });
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    bridgeHub.stop();
    await metaApi.stop();
    await statistics.stop();
    await uploadService.stop();
    await settlement.stop();
    await subscriptionService.stop();
    await copier.stop();
    await copyControl?.close();
    await cluster.remoteMirror?.close();
    // Its sessions end and their leases are given back at once: the other API nodes take them.
    await cluster.placement?.stop();
    await cluster.apiNode?.close();
    await mirror.stop();
    await afterCommit.stop();
    await market.stop();
    await options.realtimeBus?.close();
  });

  app.addHook('onClose', (_instance, done) => {
    if (!options.messenger && 'close' in messenger) (messenger as { close(): void }).close();
    done();
  });

  return app;
}
