import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainSegmented } from './plain-segmented';

type View = 'growth' | 'balance' | 'equity';

function Harness({ onChange }: { onChange?: (view: View) => void }) {
  const [view, setView] = useState<View>('growth');
  return (
    <PlainSegmented<View>
      label="Chart"
      value={view}
      onChange={(next) => {
        onChange?.(next);
        setView(next);
      }}
      options={[
        { value: 'growth', label: 'Growth' },
        { value: 'balance', label: 'Balance' },
        { value: 'equity', label: 'Equity' },
      ]}
    />
  );
}

describe('PlainSegmented', () => {
  it('is a named radio group; a click picks an option, and picking the chosen one again changes nothing', async () => {
    const user = userEvent.setup();
    const changes: View[] = [];
    render(<Harness onChange={(view) => changes.push(view)} />);
    expect(screen.getByRole('radiogroup', { name: 'Chart' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Growth', checked: true })).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('radio', { name: 'Balance' }));
    expect(screen.getByRole('radio', { name: 'Balance', checked: true })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Growth', checked: false })).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('radio', { name: 'Balance' }));
    expect(changes).toEqual(['balance']);
  });

  it('moves the choice with the arrow keys, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Growth' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Equity', checked: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Growth', checked: true })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Balance', checked: true })).toHaveFocus();
  });
});
