import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { MAM_HOME_TARGETS, type MamHomeTarget } from '@/lib/paths';

export function isHomeTarget(value: string | null): value is MamHomeTarget {
  return value !== null && (MAM_HOME_TARGETS as readonly string[]).includes(value);
}

/** How long the target is held in place while the sections above it load their data. */
const HOLD_MS = 4000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Spec 2: the landing home scrolls to the section that `?target=` names (tradeAccount, howUse, about), on
 * arrival and on every link to a section, the same one again included (each navigation has its own key).
 * On a fresh load the sections above grow as their data arrives, so the target is scrolled to again on
 * every change of the page's height for a few seconds, until the reader scrolls himself.
 */
export function useTargetScroll(): void {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const target = params.get('target');
  useEffect(() => {
    if (!isHomeTarget(target)) return undefined;
    document.getElementById(target)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    const observer = new ResizeObserver(() => {
      document.getElementById(target)?.scrollIntoView({ block: 'start' });
    });
    observer.observe(document.body);
    const release = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const input of READER_INPUT) window.removeEventListener(input, release);
    };
    const timer = setTimeout(release, HOLD_MS);
    for (const input of READER_INPUT) window.addEventListener(input, release, { passive: true });
    return release;
  }, [target, key]);
}
