import { beforeEach, describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, claimChunkReload, isChunkLoadError } from './chunk-reload';

describe('chunk reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognizes a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('allows one reload, then refuses until the window has passed', () => {
    expect(claimChunkReload(sessionStorage, 1_000_000)).toBe(true);
    expect(claimChunkReload(sessionStorage, 1_000_000 + 5_000)).toBe(false);
    expect(claimChunkReload(sessionStorage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
  });
});
