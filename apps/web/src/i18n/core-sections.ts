/**
 * The message sections the community site's home page and strategy square show (the header, footer, the
 * home sections, trader table, the square's cards, filters and pager, and the dialogs they open at once).
 * A visitor landing there downloads only these; every other section comes in a second chunk, fetched at
 * the first click or key press, before any other route renders, or when a text outside this list is asked
 * for (`i18n.ts`). `app/routes/home-messages.test.tsx` renders the home page and the square with these
 * sections alone and fails on any text they lack.
 */
export const CORE_SECTIONS = [
  'about',
  'accounts',
  'common',
  'contact',
  'copy',
  'copyPreview',
  'errors',
  'footer',
  'header',
  'home',
  'homeTable',
  'limitDialogs',
  'messages',
  'orders',
  'realtime',
  'recommend',
  'square',
  'stars',
  'traders',
] as const;
