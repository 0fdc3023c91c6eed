import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { MAM_HOME_TARGETS, type MamHomeTarget } from '@/lib/paths';

export function isHomeTarget(value: string | null): value is MamHomeTarget {
  return value !== null && (MAM_HOME_TARGETS as readonly string[]).includes(value);
}

/**
 * Spec 2: the landing home scrolls to the section that `?target=` names (tradeAccount, howUse, about), on
 * arrival and on every link to a section, the same one again included (each navigation has its own key).
 */
export function useTargetScroll(): void {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const target = params.get('target');
  useEffect(() => {
    if (!isHomeTarget(target)) return;
    document.getElementById(target)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [target, key]);
}
