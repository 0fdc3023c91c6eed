import type { MetaApiSettings, UpdateMetaApiSettingsBody } from '@copytrade/contracts/connections';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { Caller, SiteScope } from '../../platform/context';
import type { Clock } from '../../platform/ports';
import { openSecret, sealSecret } from '../../platform/secrets';
import {
  findSiteConnection,
  saveMetaApiColumns,
  type SiteConnectionRow,
} from './site-connections.repository';
import type { SiteSettingsService } from './site-settings.service';

type Deps = {
  db: Db;
  clock: Clock;
  /** Seals the tokens (the key MT4 passwords are sealed with; the associated data differs). */
  secretKey: Buffer;
  settings: Pick<SiteSettingsService, 'withLockedSite'>;
  /** Live accounts of the site bound through MetaApi (the accounts module counts them, in `tx` if given). */
  metaApiAccounts(siteId: number, tx?: Db): Promise<number>;
  /** The MetaApi clients: one is dropped when its site's token changes; whether the SDK is installed. */
  metaApi: { forget(siteId: number): void; sdkInstalled(): Promise<boolean> };
};

const tokenAad = (siteId: number) => `metaapi-token:${siteId}`;

/** What the admin may see of a token: its last four characters. */
const hintOf = (token: string) => `…${token.slice(-4)}`;

/**
 * How a site reaches MT4 accounts beyond the built-in gateway and the EA bridge (issue 16): its MetaApi
 * token, set by the site's admin in the site settings, sealed at rest, never sent back, every change audited
 * (without the token: the audit shows its hint). The site's MetaApi client is built again after a change.
 */
export function createSiteConnectionsService(deps: Deps) {
  const { db, clock, secretKey, settings } = deps;

  async function view(siteId: number, row: SiteConnectionRow | undefined): Promise<MetaApiSettings> {
    const [sdkInstalled, accounts] = await Promise.all([
      deps.metaApi.sdkInstalled(),
      deps.metaApiAccounts(siteId),
    ]);
    const configured = Boolean(row?.metaApiTokenEnc);
    return {
      configured,
      tokenHint: configured ? row!.metaApiTokenHint : '',
      region: row?.metaApiRegion ?? '',
      sdkInstalled,
      accounts,
      updateTime: row ? row.updatedAt.getTime() : null,
    };
  }

  return {
    /** `adminQueryMetaApi`. */
    async metaApi(site: SiteScope, caller: Caller): Promise<MetaApiSettings> {
      if (!caller.isAdmin) throw new AppError('ADMIN_ONLY');
      return view(site.id, await findSiteConnection(db, site.id));
    },

    /** `adminUpdateMetaApi`: a new token and/or region, or `clear` (refused while accounts use it). */
    async updateMetaApi(
      site: SiteScope,
      caller: Caller,
      body: UpdateMetaApiSettingsBody,
    ): Promise<MetaApiSettings> {
      const row = await settings.withLockedSite(site, caller, async (tx, _site, audit) => {
        const was = await findSiteConnection(tx, site.id);
        const before = { tokenHint: was?.metaApiTokenHint ?? '', region: was?.metaApiRegion ?? '' };
        if (body.clear) {
          if ((await deps.metaApiAccounts(site.id, tx)) > 0) throw new AppError('METAAPI_IN_USE');
          const saved = await saveMetaApiColumns(
            tx,
            site.id,
            { metaApiTokenEnc: '', metaApiTokenHint: '', metaApiRegion: body.region },
            clock.now(),
          );
          await audit('metaapi.clear', before, { tokenHint: '', region: body.region });
          return saved;
        }
        const token = body.token;
        const saved = await saveMetaApiColumns(
          tx,
          site.id,
          token
            ? {
                metaApiTokenEnc: sealSecret(secretKey, token, tokenAad(site.id)),
                metaApiTokenHint: hintOf(token),
                metaApiRegion: body.region,
              }
            : {
                metaApiTokenEnc: was?.metaApiTokenEnc ?? '',
                metaApiTokenHint: was?.metaApiTokenHint ?? '',
                metaApiRegion: body.region,
              },
          clock.now(),
        );
        await audit('metaapi', before, { tokenHint: saved.metaApiTokenHint, region: saved.metaApiRegion });
        return saved;
      });
      deps.metaApi.forget(site.id);
      return view(site.id, row);
    },

    /** The site's token and region for its MetaApi client; null when MetaApi is off there. */
    async metaApiToken(siteId: number): Promise<{ token: string; region: string } | null> {
      const row = await findSiteConnection(db, siteId);
      if (!row?.metaApiTokenEnc) return null;
      return {
        token: openSecret(secretKey, row.metaApiTokenEnc, tokenAad(siteId)),
        region: row.metaApiRegion,
      };
    },

    /** Whether the site offers binding through MetaApi. */
    async metaApiEnabled(siteId: number): Promise<boolean> {
      return Boolean((await findSiteConnection(db, siteId))?.metaApiTokenEnc);
    },
  };
}

export type SiteConnectionsService = ReturnType<typeof createSiteConnectionsService>;
