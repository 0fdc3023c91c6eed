import type { RouteObject } from 'react-router';

/**
 * What a template of the public community site (siteType 2, templateType 1-4) brings to the shared route
 * table: its own layout (header, navigation, footer around the page), its own home page and its own
 * strategy square. Every other page (profile, personal center, college, tools, ...) is the same route and
 * component in every template, drawn inside the template's layout and colours.
 */
export type TemplateParts = {
  /** The layout route (renders `<Outlet />`); none is template 1's `PublicShell`. */
  shell?: RouteObject['lazy'];
  /** /home. */
  home: RouteObject['lazy'];
  /** /community/trader (the strategy square). */
  square: RouteObject['lazy'];
};
