import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import { onFeedbackWanted } from '@/lib/feedback';

const FeedbackHolders = lazyScoped(async () => (await import('./feedback-holders')).FeedbackHolders);

/** What makes the holders worth loading before any call: the reader starts to act. */
const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The app's frame (what antd's `App` gave: its text colour, size, line height and font, the page's full
 * height) and the host of the toasts and confirmations (`lib/feedback.ts`). Their holders load at the
 * reader's first pointer or key press, or at the first call, whichever comes first; never with the page.
 * They bring their antd scope, so the site's theme and language apply to them.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const stop = onFeedbackWanted(want);
    for (const type of FIRST_ACTS) {
      window.addEventListener(type, want, { once: true, passive: true, capture: true });
    }
    return () => {
      stop();
      for (const type of FIRST_ACTS) window.removeEventListener(type, want, { capture: true });
    };
  }, []);
  return (
    <div className="ct-app">
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackHolders />
        </Suspense>
      ) : null}
    </div>
  );
}
