import { Suspense, type ComponentProps } from 'react';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import type { MessageBell as Bell } from './message-bell';
import styles from './message-bell.module.css';

const MessageBell = lazyScoped(async () => (await import('./message-bell')).MessageBell);

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
