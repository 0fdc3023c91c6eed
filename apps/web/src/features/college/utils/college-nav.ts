import { fillPath, PATHS } from '@/lib/paths';

/** The college's sections as its sub-navigation lists them. */
export const COLLEGE_SECTIONS = ['home', 'articles', 'courses', 'encyclopedia'] as const;
export type CollegeSection = (typeof COLLEGE_SECTIONS)[number];

/** The module whose name (getModuleShowInfo) a section shows; the home has none. */
export const SECTION_MODULE: Record<CollegeSection, string | null> = {
  home: null,
  articles: 'article',
  courses: 'course',
  encyclopedia: 'encyclopedia',
};

export const SECTION_PATH: Record<CollegeSection, string> = {
  home: PATHS.collegeHome,
  articles: fillPath(PATHS.articleList),
  courses: PATHS.courseListHome,
  encyclopedia: PATHS.foreignExchangeHome,
};

/** The section a college address belongs to (a detail page belongs to its list's section). */
export function sectionOf(pathname: string): CollegeSection | null {
  if (pathname.startsWith(PATHS.collegeHome)) return 'home';
  if (pathname.startsWith(`${PATHS.college}/article`)) return 'articles';
  if (pathname.startsWith(PATHS.courseList)) return 'courses';
  if (pathname.startsWith(PATHS.foreignExchange)) return 'encyclopedia';
  return null;
}

/** A positive whole number from the address (an id, a page), or null. */
export function idParam(value: string | null | undefined): number | null {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : null;
}
