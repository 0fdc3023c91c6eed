/** Every query of the square starts with this key, so an admin change can refresh them all at once. */
export const SQUARE_SCOPE = ['square'] as const;

/** The news feeds and today's stars are read again this often while a page shows them. */
export const LIVE_REFRESH_MS = 30_000;
