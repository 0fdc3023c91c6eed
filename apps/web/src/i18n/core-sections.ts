/**
 * The message sections the community site's home page shows (its header, footer, sections, trader table
 * and the dialogs it opens at once). A visitor landing there downloads only these; every other section
 * comes in a second chunk, fetched at the first click or key press, before any other route renders, or
 * when a text outside this list is asked for (`i18n.ts`). `app/routes/home-messages.test.tsx` renders the home page
 * with these sections alone and fails on any text it lacks.
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
