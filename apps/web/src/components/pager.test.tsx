import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('is hidden up to 10 items', () => {
    const { container } = render(
      <Pager total={10} paging={{ page: 1, pageSize: 10, onChange: vi.fn() }} embedded={false} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows pages and a page-size selector above 10 items', () => {
    render(<Pager total={11} paging={{ page: 1, pageSize: 10, onChange: vi.fn() }} embedded={false} />);
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(screen.getByTitle('2')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();
  });

  it('has no page-size selector in iframe mode', () => {
    render(<Pager total={40} paging={{ page: 1, pageSize: 10, onChange: vi.fn() }} embedded />);
    expect(screen.getByTitle('4')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-options-size-changer')).toBeNull();
  });
});
