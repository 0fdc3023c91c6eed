import type { TemplateParts } from '../template-parts';

/** Template 2 ("Terminal"): the dark trading-terminal layout, its home and the square as a dense table. */
export const TEMPLATE_2: TemplateParts = {
  shell: async () => ({ Component: (await import('./terminal-shell')).TerminalShell }),
  home: async () => ({ Component: (await import('./terminal-home')).TerminalHomeRoute }),
  square: async () => ({ Component: (await import('./terminal-square')).TerminalSquareRoute }),
};
