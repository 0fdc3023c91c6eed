import { z } from 'zod';
import { accTypeSchema } from './codes';
import { mt4LoginSchema, requiredIdSchema, tradePasswordSchema } from './validators';

/*
 * How a site reaches MT4 accounts beyond the built-in gateway (issue 16): the EA bridge is always offered;
 * MetaApi cloud when the site's admin has pasted a MetaApi token (docs/metaapi.md).
 */

/** The site's MetaApi connection as its admin sees it: never the token, only its last four characters. */
export const metaApiSettingsSchema = z.object({
  configured: z.boolean(),
  /** '…' and the token's last four characters; '' when none is set. */
  tokenHint: z.string(),
  /** The MetaApi region the site's accounts live in ('' is MetaApi's default). */
  region: z.string(),
  /** Whether the server has the MetaApi SDK installed (the operator installs it: docs/metaapi.md). */
  sdkInstalled: z.boolean(),
  /** Live accounts of the site bound through MetaApi. */
  accounts: z.number().int(),
  updateTime: z.number().int().nullable(),
});
export type MetaApiSettings = z.infer<typeof metaApiSettingsSchema>;

/** MetaApi's region names are lower-case words joined by hyphens ('new-york', 'london', 'vint-hill'). */
export const metaApiRegionSchema = z
  .string({ error: 'validation.metaApi.region' })
  .trim()
  .max(32, { error: 'validation.metaApi.region' })
  .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, { error: 'validation.metaApi.region' });

/**
 * The admin's change: a new token (kept as it is sent, sealed), the region, or `clear` to turn MetaApi off.
 * Leaving `token` out keeps the token the site has.
 */
export const updateMetaApiSettingsBodySchema = z.strictObject({
  token: z
    .string({ error: 'validation.metaApi.token' })
    .trim()
    .min(20, { error: 'validation.metaApi.token' })
    .max(4096, { error: 'validation.metaApi.token' })
    .regex(/^[\x21-\x7e]+$/, { error: 'validation.metaApi.token' })
    .optional(),
  region: metaApiRegionSchema,
  clear: z.boolean().optional(),
});
export type UpdateMetaApiSettingsBody = z.infer<typeof updateMetaApiSettingsBodySchema>;

/**
 * Which ways of binding the bind dialog offers on this site, besides the password with a listed server;
 * `demoTerminal`: the demo runs a simulated terminal with the EA for a bridge key (no MT4 at hand needed).
 */
export const bindModesSchema = z.object({
  bridge: z.boolean(),
  metaApi: z.boolean(),
  demoTerminal: z.boolean(),
});
export type BindModes = z.infer<typeof bindModesSchema>;

/** An MT4 server name as the terminal's login window shows it ('ICMarkets-Live07', 'Exness-Real 3'). */
export const mt4ServerNameSchema = z
  .string({ error: 'validation.serverName.invalid' })
  .trim()
  .min(3, { error: 'validation.serverName.invalid' })
  .max(64, { error: 'validation.serverName.invalid' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]*$/, { error: 'validation.serverName.invalid' });

/** Binding through the site's MetaApi: the broker's server by name, the login and its password. */
export const bindMetaApiBodySchema = z.strictObject({
  accType: accTypeSchema,
  serverName: mt4ServerNameSchema,
  login: mt4LoginSchema,
  tradePwd: tradePasswordSchema,
});
export type BindMetaApiBody = z.infer<typeof bindMetaApiBodySchema>;

/** Start a simulated terminal with the EA for one of the caller's waiting bridge keys (the key as shown). */
export const startDemoTerminalBodySchema = z.strictObject({
  keyId: requiredIdSchema('validation.bridgeKey.required'),
  key: z.string({ error: 'validation.bridgeKey.required' }).regex(/^bk_[0-9a-f]{40}$/, {
    error: 'validation.bridgeKey.required',
  }),
});
/** The simulator demo account the terminal is logged in to. */
export const demoTerminalSchema = z.object({ server: z.string(), login: z.string() });
export type DemoTerminal = z.infer<typeof demoTerminalSchema>;
