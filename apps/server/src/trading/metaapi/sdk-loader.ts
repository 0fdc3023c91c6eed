import type { MetaApiLike } from './sdk-types';

/**
 * The MetaApi SDK's module for native Node ES modules (its readme). The project does not ship the
 * package (its licence allows it only in applications that use the metaapi.cloud service): an operator
 * who enables MetaApi installs it. The name sits in a variable so neither TypeScript nor a bundler tries
 * to resolve it.
 */
export const METAAPI_SDK_MODULE = 'metaapi.cloud-sdk/esm-node';

/** The SDK package is not installed (docs/metaapi.md tells the operator how to enable MetaApi). */
export class MetaApiSdkMissingError extends Error {
  constructor(moduleName: string, options?: { cause?: unknown }) {
    super(
      `The MetaApi SDK (${moduleName}) is not installed: run \`npm install metaapi.cloud-sdk\` on the server ` +
        'and accept its licence (docs/metaapi.md)',
      options,
    );
    this.name = 'MetaApiSdkMissingError';
  }
}

type MetaApiConstructor = new (token: string, opts?: { domain?: string; region?: string }) => MetaApiLike;

function isMissingModule(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown };
  if (e?.code === 'ERR_MODULE_NOT_FOUND' || e?.code === 'MODULE_NOT_FOUND') return true;
  return typeof e?.message === 'string' && /Cannot find (package|module)|Failed to load url/.test(e.message);
}

/** The default export, through the wrappers CommonJS interop may add. */
function constructorOf(mod: unknown): MetaApiConstructor | null {
  let candidate: unknown = mod;
  for (let i = 0; i < 3 && candidate && typeof candidate !== 'function'; i += 1) {
    candidate = (candidate as { default?: unknown }).default;
  }
  return typeof candidate === 'function' ? (candidate as MetaApiConstructor) : null;
}

/**
 * The MetaApi client of one site's token (`new MetaApi(token, opts)`), from the optional package.
 * Throws MetaApiSdkMissingError when the package is not installed. The token is never logged.
 */
export async function loadMetaApi(
  token: string,
  options: { domain?: string; region?: string } = {},
  moduleName: string = METAAPI_SDK_MODULE,
): Promise<MetaApiLike> {
  let mod: unknown;
  try {
    mod = await import(/* @vite-ignore */ /* webpackIgnore: true */ moduleName);
  } catch (err) {
    if (isMissingModule(err)) throw new MetaApiSdkMissingError(moduleName, { cause: err });
    throw err;
  }
  const MetaApi = constructorOf(mod);
  if (!MetaApi) throw new MetaApiSdkMissingError(moduleName);
  return new MetaApi(token, {
    ...(options.domain ? { domain: options.domain } : {}),
    ...(options.region ? { region: options.region } : {}),
  });
}
