import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  englishPageTest();

  it('opens the search page with the text typed, encoded', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SearchBox to="/college/search" />, { path: '/college/collegeHome' });
    await user.type(screen.getByRole('searchbox', { name: 'Site search' }), 'stop loss & TP');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    expect(router.state.location.pathname).toBe('/college/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('stop loss & TP');
  });

  it('starts with the current text and goes to the bare page when emptied', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<SearchBox to="/college/search" defaultValue="margin" />, {
      path: '/college/search?q=margin',
    });
    const box = screen.getByRole('searchbox', { name: 'Site search' });
    expect(box).toHaveValue('margin');
    await user.clear(box);
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('');
  });
});
