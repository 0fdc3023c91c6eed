/** One row of the year x month table: the year's twelve monthly returns (null where none) and its total. */
export type ReturnsRow = { year: number; months: (string | null)[]; total: string | null };

type MonthReturn = { month: string; return: string | null };
type YearReturn = { year: number; return: string | null };

/**
 * The monthly returns laid out by year (newest first) and calendar month. A year the server compounded
 * but with no month in the list still gets a row; months outside the list stay empty.
 */
export function returnsGrid(months: readonly MonthReturn[], years: readonly YearReturn[]): ReturnsRow[] {
  const rows = new Map<number, ReturnsRow>();
  const rowOf = (year: number) => {
    let row = rows.get(year);
    if (!row) {
      row = { year, months: Array.from({ length: 12 }, () => null), total: null };
      rows.set(year, row);
    }
    return row;
  };
  for (const { month, return: value } of months) {
    const match = /^(\d{4})-(\d{2})$/.exec(month);
    if (!match) continue;
    const index = Number(match[2]) - 1;
    if (index < 0 || index > 11) continue;
    rowOf(Number(match[1])).months[index] = value;
  }
  for (const { year, return: value } of years) rowOf(year).total = value;
  return [...rows.values()].sort((a, b) => b.year - a.year);
}
