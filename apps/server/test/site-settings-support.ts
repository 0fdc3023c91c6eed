import sharp from 'sharp';
import { API } from '@copytrade/contracts/api-paths';
import type { SiteSettings } from '@copytrade/contracts/site-settings';
import type { TestContext, TestSite } from './harness';
import type { Body, Member } from './wallet-support';

/** Helpers of the site settings tests: calls with any method, settings reads, images made by sharp. */

export type Answer<T> = { http: number; body: Body<T> };

export async function send<T>(
  t: TestContext,
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: Record<string, unknown>,
  options: { site?: TestSite; language?: string } = {},
): Promise<Answer<T>> {
  const res = await t.call({
    method,
    url,
    ...(who ? { token: who.token } : {}),
    ...(data === undefined
      ? {}
      : method === 'GET'
        ? { query: data as Record<string, string> }
        : { payload: data }),
    ...(options.site ? { site: options.site } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
  return { http: res.statusCode, body: res.json<Body<T>>() };
}

export async function readSettings(t: TestContext, who: Member, site?: TestSite): Promise<SiteSettings> {
  const res = await send<SiteSettings>(t, who, 'GET', API.adminQuerySiteSettings.path, undefined, { site });
  if (res.http !== 200) throw new Error(`settings: ${res.http} ${JSON.stringify(res.body)}`);
  return res.body.content[0]!;
}

export function saveSettings(
  t: TestContext,
  who: Member,
  body: Record<string, unknown>,
  options: { site?: TestSite; language?: string } = {},
) {
  return send<SiteSettings>(t, who, 'PUT', API.adminUpdateSiteSettings.path, body, options);
}

/** A picture as a data URL (PNG with transparency unless another format is asked for). */
export async function picture(
  options: { width?: number; height?: number; format?: 'png' | 'jpeg' | 'webp' | 'gif'; color?: string } = {},
): Promise<string> {
  const { width = 120, height = 60, format = 'png', color = '#1f6febcc' } = options;
  const image = sharp({ create: { width, height, channels: 4, background: color } });
  const bytes = await image.toFormat(format).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

/** Uploads a site image as `who` and answers its public address. */
export async function uploadedImage(
  t: TestContext,
  who: Member,
  kind: 'icon' | 'logo' | 'banner' | 'qrcode' = 'logo',
  site?: TestSite,
): Promise<string> {
  const res = await send<{ url: string }>(
    t,
    who,
    'POST',
    API.adminUploadSiteImage.path,
    { kind, image: await picture() },
    { site },
  );
  if (res.http !== 200) throw new Error(`upload: ${res.http} ${JSON.stringify(res.body)}`);
  return res.body.content[0]!.url;
}
