/** Iframe mode: the site is embedded in another page (spec 2: header hidden, no page-size selector). */
export function isIframe(win: Window = window): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin parent throws on access: that is an iframe too.
    return true;
  }
}
