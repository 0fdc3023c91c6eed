import type { RouteObject } from 'react-router';
import { publicRoutes } from '../routes/public-routes';
import { TEMPLATE_2 } from './t2';
import { TEMPLATE_3 } from './t3';
import { TEMPLATE_4 } from './t4';

/** The route table of the public site in template 2, 3 or 4 (template 1 is `publicRoutes()`). */
export const templateRoutes = (templateType: 2 | 3 | 4) => (): RouteObject[] =>
  publicRoutes({ 2: TEMPLATE_2, 3: TEMPLATE_3, 4: TEMPLATE_4 }[templateType]);
