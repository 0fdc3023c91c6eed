/**
 * Spec 5 and 9: 10-digit timestamps are seconds; the default date format is year-month-day
 * hour:minute:second. The rules live in the contracts; this module is where the web imports them from.
 */
export { formatDate } from '@copytrade/contracts/format';
