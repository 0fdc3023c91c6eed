import { Suspense, type ComponentProps } from 'react';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import { withAllMessages } from '@/i18n/i18n';
import type { MessageBell as Bell } from './message-bell';
import styles from './message-bell.module.css';

// With the rest of the messages: on the home page, which starts with its own sections only (i18n.ts).
const MessageBell = lazyScoped(async () => (await withAllMessages(import('./message-bell'))).MessageBell);

/**
 * The bell as the shells' headers show it: only a signed-in user sees one, so its chunk (the popover, the
 * notices' icons) stays off a visitor's first page. Until it arrives, a blank of the bell's size holds its
 * place in the header.
 */
export function LazyMessageBell(props: ComponentProps<typeof Bell>) {
  return (
    <Suspense fallback={<span className={styles.bell} aria-hidden />}>
      <MessageBell {...props} />
    </Suspense>
  );
}
