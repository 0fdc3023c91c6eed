import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ClosedSelect } from './closed-select';
import { PlainSelect } from './plain-select';

function Harness({ onChange }: { onChange: (value: number) => void }) {
  const [value, setValue] = useState(24);
  return (
    <PlainSelect<number>
      label="Page size"
      value={value}
      options={[12, 24, 48].map((size) => ({ value: size, label: `${size} per page` }))}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('PlainSelect', () => {
  it('is a named list showing the value; a choice gives back the option’s own value and type', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const list = screen.getByRole('combobox', { name: 'Page size' });
    expect(screen.getByRole('option', { name: '24 per page', selected: true })).toBeInTheDocument();
    await user.selectOptions(list, '48 per page');
    expect(onChange).toHaveBeenCalledWith(48);
    expect(screen.getByRole('option', { name: '48 per page', selected: true })).toBeInTheDocument();
  });
});

describe('ClosedSelect', () => {
  it('shows the choice or the placeholder, prepares on focus and opens on a click or an arrow key', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onPrepare = vi.fn();
    const { rerender } = render(
      <ClosedSelect id="broker" text="" placeholder="Any broker" onOpen={onOpen} onPrepare={onPrepare} />,
    );
    const box = screen.getByRole('button', { name: 'Any broker' });
    expect(box).toHaveAttribute('aria-haspopup', 'listbox');
    await user.tab();
    expect(box).toHaveFocus();
    expect(onPrepare).toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    await user.click(box);
    expect(onOpen).toHaveBeenCalledTimes(2);
    rerender(<ClosedSelect id="broker" text="Apex Capital" placeholder="Any broker" onOpen={onOpen} />);
    expect(screen.getByRole('button', { name: 'Apex Capital' })).toBeInTheDocument();
  });
});
