import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';

function Harness({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchBox
      value={value}
      onChange={setValue}
      onSearch={onSearch}
      label="Search traders"
      placeholder="Nickname"
      maxLength={8}
      buttonText="Search"
    />
  );
}

describe('SearchBox', () => {
  it('is a named search box; Enter and the button search what was typed, within the length limit', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search traders' });
    await user.type(box, 'atlas capital{Enter}');
    expect(box).toHaveValue('atlas ca');
    expect(onSearch).toHaveBeenLastCalledWith('atlas ca');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('clears the text and searches nothing with its clear button, shown only while there is text', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    expect(screen.queryByRole('button', { name: '清除搜索内容' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'gold');
    await user.click(screen.getByRole('button', { name: '清除搜索内容' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: '清除搜索内容' })).not.toBeInTheDocument();
  });
});
