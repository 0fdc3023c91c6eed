import type { TemplateParts } from '../template-parts';

/** Template 4 ("Portal"): a minimal white portal whose home is the trader ranking. */
export const TEMPLATE_4: TemplateParts = {
  shell: async () => ({ Component: (await import('./portal-shell')).PortalShell }),
  home: async () => ({ Component: (await import('./portal-home')).PortalHomeRoute }),
  square: async () => ({ Component: (await import('./portal-square')).PortalSquareRoute }),
};
