import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSelect } from './language-select';

describe('LanguageSelect', () => {
  it("lists only the site's available languages and reports a choice", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LanguageSelect available={['zh_CN', 'en_US']} current="zh_CN" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^语言: / }));
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(2);
    expect(screen.queryByText('繁體中文')).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('en_US');
  });

  it('does not report the language already shown', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LanguageSelect available={['zh_CN', 'zh_Hant']} current="zh_Hant" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /^语言: / }));
    await user.click(await screen.findByRole('menuitem', { name: /繁體中文/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is not shown when the site offers one language', () => {
    const { container } = render(<LanguageSelect available={['en_US']} current="en_US" onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
