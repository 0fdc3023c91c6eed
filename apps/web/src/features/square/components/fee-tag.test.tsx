import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishPageTest, switchLocale } from '@/testing/page-test';
import { FeeTag } from './fee-tag';

describe('FeeTag on the square and star cards', () => {
  englishPageTest();

  it('shows a subscription fee as its price with the days it buys, never "per term"', () => {
    render(<FeeTag feeType={2} price="29" days={30} />);
    expect(screen.getByText('29.00 USDT / 30 days')).toBeInTheDocument();
    expect(screen.queryByText(/term/)).not.toBeInTheDocument();
  });

  it('says one day in the singular, and reads in Chinese', async () => {
    const { rerender } = render(<FeeTag feeType={2} price="5.00" days={1} />);
    expect(screen.getByText('5.00 USDT / 1 day')).toBeInTheDocument();
    await switchLocale('zh_CN');
    rerender(<FeeTag feeType={2} price="29.00" days={30} />);
    expect(screen.getByText('29.00 USDT / 30 天')).toBeInTheDocument();
  });

  it('names the model where there is no price: free, performance fee, or a row without one', () => {
    const { rerender } = render(<FeeTag feeType={1} />);
    expect(screen.getByText('Free')).toBeInTheDocument();
    rerender(<FeeTag feeType={3} price={null} days={null} />);
    expect(screen.getByText('Performance fee')).toBeInTheDocument();
    rerender(<FeeTag feeType={2} price={null} days={null} />);
    expect(screen.getByText('Subscription fee')).toBeInTheDocument();
  });
});
