import type { EmbedTarget } from './embed-params';

/** The browsing context a link of the embed page opens in: a new tab, or the page framing it. */
export function linkTarget(target: EmbedTarget): '_blank' | '_top' {
  return target === 'parent' ? '_top' : '_blank';
}

/**
 * A link of the embed page, pointed out of the frame: the absolute address on the site's own origin, in
 * the configured target, without a handle back to the frame (`noopener`). Returns false for what is not a
 * page of the site (another origin, a `mailto:`, a bare `#`), which is left alone.
 */
export function pointOutOfFrame(anchor: HTMLAnchorElement, target: EmbedTarget, base: string): boolean {
  const raw = anchor.getAttribute('href');
  if (!raw || raw === '#') return false;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return false;
  }
  if (url.origin !== new URL(base).origin) return false;
  anchor.href = url.href;
  anchor.target = linkTarget(target);
  anchor.rel = 'noopener';
  return true;
}

/**
 * Every link inside `root` opens out of the frame: a click (or Enter) on a link of the site is taken
 * before the router sees it, so the browser follows the link itself, in the target. Returns the stop.
 */
export function openLinksOutOfFrame(root: HTMLElement, target: EmbedTarget, base: () => string): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return;
    if (pointOutOfFrame(anchor, target, base())) {
      // The router's own click handler would navigate inside the frame: it never hears of this click.
      event.stopPropagation();
    }
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
}
