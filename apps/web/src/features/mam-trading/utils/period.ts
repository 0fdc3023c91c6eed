import {
  MAM_PERIOD_DAYS,
  MAM_PERIOD_DEFAULT_DAYS,
  MAM_PERIOD_MAX_DAYS,
  type MamPeriodDays,
} from '@copytrade/contracts/mam-trading';

/** The dashboard's period: the last 7, 30 or 90 days, or a range of UTC days (YYYY-MM-DD). */
export type Period = { days: MamPeriodDays } | { startDate: string; endDate: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600_000;

function validDay(day: string | null): day is string {
  return day !== null && DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
}

/**
 * The period in the address: `?days=7|30|90`, or `?start=…&end=…` (a range the server accepts: in order,
 * at most MAM_PERIOD_MAX_DAYS days); anything else is the default 30 days.
 */
export function periodOf(params: URLSearchParams): Period {
  const start = params.get('start');
  const end = params.get('end');
  if (validDay(start) && validDay(end) && start <= end) {
    const span = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS + 1;
    if (span <= MAM_PERIOD_MAX_DAYS) return { startDate: start, endDate: end };
  }
  const days = Number(params.get('days'));
  const known = MAM_PERIOD_DAYS.find((d) => d === days);
  return { days: known ?? MAM_PERIOD_DEFAULT_DAYS };
}

/** `params` with the period's parameters instead of the old ones (the default period writes none). */
export function withPeriod(params: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['days', 'start', 'end']) next.delete(name);
  if ('days' in period) {
    if (period.days !== MAM_PERIOD_DEFAULT_DAYS) next.set('days', String(period.days));
  } else {
    next.set('start', period.startDate);
    next.set('end', period.endDate);
  }
  return next;
}
