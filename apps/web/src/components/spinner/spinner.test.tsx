import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner, SpinnerOverlay } from './spinner';

describe('Spinner', () => {
  it('is announced as loading, in the reader’s language', () => {
    render(<Spinner size="large" />);
    expect(screen.getByRole('status', { name: '加载中…' })).toBeInTheDocument();
  });

  it('covers the page only while a call runs', () => {
    const { container, rerender } = render(<SpinnerOverlay visible={false} />);
    const mask = container.firstElementChild as HTMLElement;
    expect(mask).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<SpinnerOverlay visible />);
    expect(mask).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
