import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlainTabs } from './plain-tabs';

/** A field whose text survives only while its panel stays mounted. */
function Draft({ name }: { name: string }) {
  return <input aria-label={name} />;
}

function Harness({ initial = 'one' }: { initial?: string }) {
  const [active, setActive] = useState(initial);
  return (
    <PlainTabs
      activeKey={active}
      onChange={setActive}
      items={[
        { key: 'one', label: 'One', children: <Draft name="first" /> },
        { key: 'two', label: 'Two', children: <Draft name="second" /> },
        { key: 'three', label: 'Three', children: <Draft name="third" /> },
      ]}
    />
  );
}

describe('PlainTabs', () => {
  it('is a tab list whose open tab labels its panel, and draws a panel only once it is opened', () => {
    render(<Harness />);
    const one = screen.getByRole('tab', { name: 'One', selected: true });
    expect(screen.getByRole('tab', { name: 'Two', selected: false })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(one).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getByLabelText('first')).toBeInTheDocument();
    expect(screen.queryByLabelText('second')).not.toBeInTheDocument();
  });

  it('keeps a visited panel mounted and hidden, so coming back finds it as it was left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('first'), 'kept');
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tab', { name: 'Two', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('second')).toBeVisible();
    expect(screen.getByLabelText('first', { selector: 'input' })).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'One' }));
    expect(screen.getByLabelText('first')).toHaveValue('kept');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping at the ends, and focus follows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toBeInTheDocument();
  });

  it('opens on the tab the address names', () => {
    render(<Harness initial="three" />);
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toBeVisible();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });
});
