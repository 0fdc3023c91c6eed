/** Sets the site's CSS custom properties (`themeVariables` of the site config, or a template's own). */
export function applyCssVariables(
  vars: Record<string, string>,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}
