import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadAntdLocale, loadDayjsLocale } from '@/i18n/antd-locale';
import { currentLocale } from '@/i18n/locale';
import type { AntdScope, scoped } from './antd-scope';

type ScopeModule = { AntdScope: typeof AntdScope; scoped: typeof scoped };

/**
 * The scope's module (antd's ConfigProvider) with antd's texts and the dates' language (dayjs: the pickers'
 * month and day names, a week's first day) in the reader's language, each loaded once. The app's own dates
 * are numeric (`YYYY-MM-DD HH:mm`) and need no language, so a page without antd loads neither.
 */
export async function loadAntdScope(): Promise<ScopeModule> {
  const locale = currentLocale();
  const [module] = await Promise.all([
    import('./antd-scope'),
    loadAntdLocale(locale),
    loadDayjsLocale(locale),
  ]);
  return module;
}

/**
 * `React.lazy` of a part that draws antd: it comes with its scope (`AntdScope`). `preload()` fetches both
 * ahead (a pointer over the plain stand-in the reader is about to click).
 */
export function lazyScoped<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazy(async () => {
    const [Component, { scoped }] = await Promise.all([load(), loadAntdScope()]);
    return { default: scoped(Component) };
  });
  const preload = () => {
    void load();
    void loadAntdScope();
  };
  return Object.assign(Part, { preload });
}

type RouteLazy = () => Promise<Omit<RouteObject, 'lazy' | 'children' | 'index' | 'path' | 'id'>>;

/** A route's `lazy` whose page (its `Component` or `element`) is drawn inside an `AntdScope`. */
export function scopedRouteLazy(load: RouteLazy): RouteLazy {
  return async () => {
    const [route, { AntdScope, scoped }] = await Promise.all([load(), loadAntdScope()]);
    return {
      ...route,
      ...(route.Component ? { Component: scoped(route.Component) } : {}),
      ...(route.element ? { element: <AntdScope>{route.element}</AntdScope> } : {}),
    };
  };
}

/** A route's `handle` that says its page and layout draw no antd part: they get no scope (the home page). */
export const PLAIN_ROUTE = { plain: true } as const;

const isPlain = (route: RouteObject) =>
  (route.handle as Partial<typeof PLAIN_ROUTE> | undefined)?.plain === true;

/**
 * A route table whose pages draw inside an `AntdScope`: each lazy route's page, and each layout given as
 * an element (the MAM's frame), is scoped, and everything below a scoped route is inside it. Routes marked
 * `PLAIN_ROUTE` (template 1's layout and home page) are not; their lazy antd parts scope themselves
 * (`lazyScoped`). A leaf given as an element is a redirect and draws nothing.
 */
export function scopeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    const { lazy: load, element, Component, ...rest } = route;
    if (isPlain(route) || (typeof load !== 'function' && !element && !Component)) {
      return route.children ? { ...route, children: scopeRoutes(route.children) } : route;
    }
    if (typeof load === 'function') return { ...route, lazy: scopedRouteLazy(load) } as RouteObject;
    if (!route.children) return route;
    return {
      ...rest,
      lazy: scopedRouteLazy(() => Promise.resolve(element ? { element } : { Component })),
    } as RouteObject;
  });
}
