import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { PageNumbers, pageWindow } from './page-numbers';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the current page with its neighbours, with gaps between', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });

  it('shows a single hidden page rather than a gap', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageWindow(17, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
  });
});

describe('PageNumbers', () => {
  it('is not shown for one page', () => {
    renderWithApp(<PageNumbers total={10} page={1} pageSize={10} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('moves by number and by step, and never past the ends', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(<PageNumbers total={95} page={10} pageSize={10} onChange={onChange} />);
    expect(screen.getByRole('button', { name: '10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '10' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '1' }));
    expect(onChange.mock.calls).toEqual([[9], [1]]);
  });
});
