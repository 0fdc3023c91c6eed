/** A CSS custom property as the element sees it (the site's theme), or `fallback` where it is not set. */
export function cssVar(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}
