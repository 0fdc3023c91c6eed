import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Chip } from './chip';

describe('Chip', () => {
  it('shows its text with its title, and takes a colour and a class of its own', () => {
    render(
      <Chip color="green" className="mine" title="Free to copy">
        Free
      </Chip>,
    );
    const chip = screen.getByText('Free');
    expect(chip).toHaveAttribute('title', 'Free to copy');
    expect(chip).toHaveClass('mine');
    expect(chip.className.split(' ')).toHaveLength(3);
  });

  it('is grey and outlined without a colour', () => {
    render(<Chip>Demo</Chip>);
    expect(screen.getByText('Demo').className.split(' ')).toHaveLength(1);
  });
});
