import { describe, expect, it } from 'vitest';
import { returnsGrid } from './returns-grid';

describe('the year x month returns table', () => {
  it('puts each month under its calendar month, newest year first, with the compounded year', () => {
    const rows = returnsGrid(
      [
        { month: '2023-11', return: '2.00' },
        { month: '2024-01', return: '10.00' },
        { month: '2024-02', return: '-10.00' },
        { month: '2024-03', return: null },
      ],
      [
        { year: 2023, return: '2.00' },
        { year: 2024, return: '-1.00' },
      ],
    );
    expect(rows.map((row) => row.year)).toEqual([2024, 2023]);
    expect(rows[0]!.months.slice(0, 4)).toEqual(['10.00', '-10.00', null, null]);
    expect(rows[0]!.total).toBe('-1.00');
    expect(rows[1]!.months[10]).toBe('2.00');
    expect(rows[1]!.months.filter((value) => value !== null)).toHaveLength(1);
  });

  it('keeps a year the server compounded even without months, and skips malformed months', () => {
    const rows = returnsGrid([{ month: '2024-13', return: '1.00' }], [{ year: 2022, return: null }]);
    expect(rows).toEqual([{ year: 2022, months: Array.from({ length: 12 }, () => null), total: null }]);
  });
});
