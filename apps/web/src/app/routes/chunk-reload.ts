/**
 * Spec 2: "a failed route-chunk load retries the same route". After a deploy the old page asks for
 * chunk files that no longer exist; one full reload of the same URL fetches the new ones. The guard
 * makes sure a chunk that really is broken shows the error page instead of reloading forever.
 */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR =
  /dynamically imported module|module script failed|Loading chunk|Failed to fetch|error loading dynamically/i;

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(text);
}

/** True (and remembers it) when this failure may reload the page once. */
export function claimChunkReload(storage: Storage, now: number): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}
