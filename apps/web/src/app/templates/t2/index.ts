import { TEMPLATE_1 } from '../../routes/public-routes';
import type { TemplateParts } from '../template-parts';

/** Template 2 (being built: template 1's parts until its own land). */
export const TEMPLATE_2: TemplateParts = { ...TEMPLATE_1 };
