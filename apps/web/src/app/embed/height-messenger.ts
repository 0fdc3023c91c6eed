/**
 * The embed page tells the page framing it how tall its content is (spec 2, iframe mode), so the broker's
 * snippet can size the iframe and no inner scroll bar shows. The message carries the height alone:
 * `{ type: 'copytrade:height', height }`, sent on start and whenever the observed elements change size
 * (only when the rounded height changed).
 */
export const HEIGHT_MESSAGE_TYPE = 'copytrade:height';

export type HeightMessage = { type: typeof HEIGHT_MESSAGE_TYPE; height: number };

export function isHeightMessage(data: unknown): data is HeightMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === HEIGHT_MESSAGE_TYPE &&
    typeof (data as { height?: unknown }).height === 'number'
  );
}

type Options = {
  /** The element whose height is the content's (the embed page's root). */
  content: HTMLElement;
  /** The window to tell (the parent); nothing is sent when it is the page itself. */
  parent: Window | null;
  /** The page's own window (its load event and its ResizeObserver). */
  win?: Window & typeof globalThis;
};

/** Starts telling the parent the content's height; returns the stop function. */
export function startHeightMessenger({ content, parent, win = window }: Options): () => void {
  if (!parent || parent === win) return () => undefined;
  let last = -1;
  const send = () => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    if (height === last || height <= 0) return;
    last = height;
    const message: HeightMessage = { type: HEIGHT_MESSAGE_TYPE, height };
    // The height is nothing private: any parent may read it (the snippet checks who sent it).
    parent.postMessage(message, '*');
  };
  send();
  win.addEventListener('load', send);
  const observer = typeof win.ResizeObserver === 'function' ? new win.ResizeObserver(send) : null;
  observer?.observe(content);
  observer?.observe(win.document.body);
  return () => {
    win.removeEventListener('load', send);
    observer?.disconnect();
  };
}
