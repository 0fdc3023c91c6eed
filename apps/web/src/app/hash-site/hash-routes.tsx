import type { RouteObject } from 'react-router';
import { publicRoutes } from '../routes/public-routes';

/** The hash-mode site's route table (siteType 3, spec 2 "Hash-mode variant"); being built. */
export function hashRoutes(): RouteObject[] {
  return publicRoutes();
}
