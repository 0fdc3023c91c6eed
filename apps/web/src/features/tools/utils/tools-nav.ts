import { PATHS } from '@/lib/paths';

/** The tools' pages in menu order (spec 2: /tools and its children; market holds point and everydayreport). */
export const TOOL_PAGES = [
  'transactionData',
  'financeCalendar',
  'timeTelegram',
  'calculator',
  'pivotPoints',
  'everydayReport',
] as const;
export type ToolPage = (typeof TOOL_PAGES)[number];

export const TOOL_PATH: Record<ToolPage, string> = {
  transactionData: PATHS.transactionData,
  financeCalendar: PATHS.financeCalendar,
  timeTelegram: PATHS.timeTelegram,
  calculator: PATHS.calculator,
  pivotPoints: PATHS.pivotPoints,
  everydayReport: PATHS.everydayReport,
};

/** The pages grouped under "market analysis" in the side menu (their paths are under /tools/market). */
export const MARKET_PAGES: readonly ToolPage[] = ['pivotPoints', 'everydayReport'];

/** The page a path belongs to (its sub-paths too), or null. */
export function toolPageOf(pathname: string): ToolPage | null {
  const path = pathname.replace(/\/+$/, '');
  return (
    TOOL_PAGES.find((page) => path === TOOL_PATH[page] || path.startsWith(`${TOOL_PATH[page]}/`)) ?? null
  );
}
