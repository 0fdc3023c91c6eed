import { TEMPLATE_1 } from '../../routes/public-routes';
import type { TemplateParts } from '../template-parts';

/** Template 3 (being built: template 1's parts until its own land). */
export const TEMPLATE_3: TemplateParts = { ...TEMPLATE_1 };
