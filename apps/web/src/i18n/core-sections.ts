/**
 * The message sections the community site's home page and strategy square show (the header, footer, the
 * home sections, trader table, the square's cards, filters and pager, and the dialogs they open at once).
 * A visitor landing there downloads only these; every other section comes in a second chunk, fetched at
 * the first click or key press, before any other route renders, or when a text outside this list is asked
 * for (`i18n.ts`). `app/routes/home-messages.test.tsx` renders the home page and the square with these
 * sections alone and fails on any text they lack. A signed-in reader's bell, the subscribe dialog and its
 * copy preview wait for the rest with their code (the bell's `messages`, the accounts' and the preview's
 * sections stay out: a visitor's first page does not show them).
 */
export const CORE_SECTIONS = [
  'about',
  'common',
  'contact',
  'copy',
  'errors',
  'footer',
  'header',
  'home',
  'homeTable',
  'limitDialogs',
  'orders',
  'realtime',
  'recommend',
  'square',
  'stars',
  'traders',
] as const;

/**
 * What a trader profile opened by its address shows besides the core: its header, figures, overview
 * charts and tab labels, the social actions and the comments tab's count. Its other tabs wait for the
 * rest with their code. `app/routes/home-messages.test.tsx` renders the profile with the core and these.
 */
export const PROFILE_SECTIONS = [
  'profile',
  'profileQuality',
  'social',
  'comments',
  'fees',
  'copyPreview',
] as const;

/** The chunks each language's messages are cut into (`build/messages-plugin.ts`). */
export const MESSAGE_PARTS = ['core', 'profile', 'rest'] as const;
export type MessagePart = (typeof MESSAGE_PARTS)[number];

const CORE: ReadonlySet<string> = new Set(CORE_SECTIONS);
const PROFILE: ReadonlySet<string> = new Set(PROFILE_SECTIONS);

/** The chunk a section of the messages is in. */
export function partOf(section: string): MessagePart {
  if (CORE.has(section)) return 'core';
  return PROFILE.has(section) ? 'profile' : 'rest';
}
