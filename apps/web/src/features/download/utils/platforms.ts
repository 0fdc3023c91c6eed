import type { ContentItem, DownloadPlatform } from '@copytrade/contracts/cms';

/** The terminals and apps the download home shows as tiles, in that order. */
export const TERMINAL_PLATFORMS = ['windows', 'mac', 'web', 'android', 'ios'] as const;
export type TerminalPlatform = (typeof TERMINAL_PLATFORMS)[number];

const PLATFORMS: readonly string[] = ['windows', 'mac', 'web', 'android', 'ios', 'mt4-ea', 'pdf'];

/** An item's platform as one of the known ones; anything else (an empty or new value) is null. */
export function platformOf(value: string): DownloadPlatform | null {
  return PLATFORMS.includes(value) ? (value as DownloadPlatform) : null;
}

/**
 * The visitor's system from the browser's user agent, to point at the matching terminal. iOS comes before
 * macOS (an iPhone says "like Mac OS X") and Android before anything Linux; an iPad that asks for the
 * desktop site says "Macintosh" but has a touch screen.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): TerminalPlatform | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  if (/Windows NT|Win64|Win32/i.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return maxTouchPoints > 1 ? 'ios' : 'mac';
  return null;
}

export type DownloadOverview = {
  /** A tile per terminal platform that has an item (its first), the visitor's first. */
  terminals: { platform: TerminalPlatform; item: ContentItem }[];
  /** The visitor's platform when it has a tile. */
  recommended: TerminalPlatform | null;
  ea: ContentItem[];
  documents: ContentItem[];
};

/** The download overview's sections from the module's items (in the editor's order). */
export function groupDownloads(items: ContentItem[], visitor: TerminalPlatform | null): DownloadOverview {
  const terminals = TERMINAL_PLATFORMS.flatMap((platform) => {
    const item = items.find((candidate) => candidate.platform === platform);
    return item ? [{ platform, item }] : [];
  });
  const recommended = terminals.some((tile) => tile.platform === visitor) ? visitor : null;
  // Array.sort is stable: the others keep the editor's order.
  terminals.sort((a, b) => Number(b.platform === recommended) - Number(a.platform === recommended));
  return {
    terminals,
    recommended,
    ea: items.filter((item) => item.platform === 'mt4-ea'),
    documents: items.filter((item) => item.platform === 'pdf'),
  };
}
