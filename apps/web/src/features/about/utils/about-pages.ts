import { ABOUT_MODULES, type AboutModule } from '@copytrade/contracts/constants';

/** The about-us children, in menu order (spec 2, Public site). */
export const ABOUT_PAGES = [
  'introduce',
  'contactUs',
  'systemMessages',
  'announcement',
  'privacyPolicy',
  'riskDisclosure',
  'disclaimerSay',
  'communityCode',
  'faq',
  'userGuide',
] as const;
export type AboutPage = (typeof ABOUT_PAGES)[number];

/** Content modules that have a page of their own besides the Markdown (site-config cards). */
type CardPage = 'introduce' | 'contactUs';
export type AboutDocPage = Exclude<AboutModule, CardPage>;

/** The about-us pages that are one Markdown content module each. */
export const ABOUT_DOC_PAGES = ABOUT_MODULES.filter(
  (m): m is AboutDocPage => m !== 'introduce' && m !== 'contactUs',
);
