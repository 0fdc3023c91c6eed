import { COPYRIGHT_START_YEAR } from '@copytrade/contracts/constants';

/** Spec 2 and 9: the footer's copyright years run from 2019 to the current year. */
export function copyrightText(brand: string, now: Date = new Date()): string {
  return `© ${COPYRIGHT_START_YEAR}-${now.getFullYear()} ${brand}`;
}
