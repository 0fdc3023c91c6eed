import type { TemplateParts } from '../template-parts';

/** Template 3 ("Academy"): a content-led site for an education-heavy broker. */
export const TEMPLATE_3: TemplateParts = {
  shell: async () => ({ Component: (await import('./academy-shell')).AcademyShell }),
  home: async () => ({ Component: (await import('./academy-home')).AcademyHomeRoute }),
  square: async () => ({ Component: (await import('./academy-square')).AcademySquareRoute }),
};
