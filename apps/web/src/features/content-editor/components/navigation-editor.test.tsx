import type { NavigationItem } from '@copytrade/contracts/cms-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, mockFetch, sentBody, type MockAnswer } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { fill, texts } from './editor-fixtures';
import { NavigationEditor } from './navigation-editor';

const API = '/community/api';

const entry = (
  name: ReturnType<typeof texts>,
  frontUrl: string,
  children: NavigationItem[] = [],
  extra: Partial<NavigationItem> = {},
): NavigationItem => ({ name, frontUrl, contentUrl: '', visible: true, children, ...extra });

/** Three levels: Education > College > Articles, and a top entry beside it. */
const MENU: NavigationItem[] = [
  entry(texts('首页', 'Home'), '/home'),
  entry(texts('学习', 'Education'), '', [
    entry(texts('学院', 'College'), '/college', [entry(texts('文章', 'Articles'), '/college/articleClass')]),
  ]),
];

function mockMenu(save?: MockAnswer) {
  return mockFetch({
    [`${API}/adminQueryNavigation`]: { body: envelope(MENU) },
    [`${API}/adminSaveNavigation`]: save ?? { body: envelope(MENU) },
  });
}

const saves = (spy: ReturnType<typeof mockFetch>) =>
  callsTo(spy, `${API}/adminSaveNavigation`).map(([, init]) => [init?.method, sentBody(init)]);

async function renderMenu() {
  renderWithApp(<NavigationEditor />);
  await screen.findByText('Articles');
}

describe("the navigation menu of the site admin's content editor", () => {
  englishPageTest({ signedInAs: { isAdmin: true } });

  it('offers sub-entries down to the third level and no further', async () => {
    mockMenu();
    await renderMenu();
    expect(screen.getAllByTestId('menu-row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add a sub-entry under Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a sub-entry under Education' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a sub-entry under College' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a sub-entry under Articles' })).not.toBeInTheDocument();
    expect(screen.getByText('Level 3')).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Save menu' })).toBeDisabled();
  });

  it('saves the whole menu with an entry added, one hidden, one moved and an external link', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const spy = mockMenu();
    await renderMenu();

    await user.click(screen.getByRole('button', { name: 'Add a top entry' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add an entry' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Please enter the Simplified Chinese name')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Name · Simplified Chinese'), '合伙人');
    await fill(user, within(dialog).getByLabelText('Name · English'), 'Partners');
    // A path no suggestion contains: the suggestions stay closed, so only the path rule can answer OK.
    await fill(user, within(dialog).getByLabelText('In-site path'), 'our-partners');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await within(dialog).findByText('Please enter an in-site path starting with /'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('In-site path'));
    await fill(user, within(dialog).getByLabelText('In-site path'), '/partner');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add a sub-entry under College' }));
    dialog = await screen.findByRole('dialog', { name: 'Add a sub-entry under College' });
    await fill(user, within(dialog).getByLabelText('Name · Simplified Chinese'), '行情');
    await user.click(within(dialog).getByRole('radio', { name: 'An external address (opens a new tab)' }));
    await fill(user, within(dialog).getByLabelText('External address'), 'https://quotes.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('switch', { name: 'Show Home' }));
    await user.click(screen.getByRole('button', { name: 'Move Education up' }));
    await user.click(screen.getByRole('button', { name: 'Save menu' }));

    await waitFor(() => expect(saves(spy)).toHaveLength(1));
    const [method, body] = saves(spy)[0]!;
    expect(method).toBe('PUT');
    expect(body).toEqual({
      items: [
        {
          name: texts('学习', 'Education'),
          frontUrl: '',
          contentUrl: '',
          visible: true,
          children: [
            {
              name: texts('学院', 'College'),
              frontUrl: '/college',
              contentUrl: '',
              visible: true,
              children: [
                {
                  name: texts('文章', 'Articles'),
                  frontUrl: '/college/articleClass',
                  contentUrl: '',
                  visible: true,
                  children: [],
                },
                {
                  name: texts('行情'),
                  frontUrl: '',
                  contentUrl: 'https://quotes.example.com',
                  visible: true,
                  children: [],
                },
              ],
            },
          ],
        },
        { name: texts('首页', 'Home'), frontUrl: '/home', contentUrl: '', visible: false, children: [] },
        {
          name: texts('合伙人', 'Partners'),
          frontUrl: '/partner',
          contentUrl: '',
          visible: true,
          children: [],
        },
      ],
    });
    expect(await screen.findByText('Navigation menu saved')).toBeInTheDocument();
  });

  it('marks the entry the server refuses, and removes an entry with its sub-entries', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const spy = mockMenu({
      status: 400,
      body: envelope(
        [{ field: 'items.0.name.zh_CN', message: 'At most 30 characters' }],
        40000,
        'Please check the form',
      ),
    });
    await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Remove Education' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Its sub-entries are removed with it.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(screen.getAllByTestId('menu-row')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save menu' }));
    const mark = await screen.findByText('At most 30 characters');
    expect(mark).toHaveAttribute('role', 'alert');
    expect(saves(spy)[0]![1]).toEqual({
      items: [
        { name: texts('首页', 'Home'), frontUrl: '/home', contentUrl: '', visible: true, children: [] },
      ],
    });
    // Discarding brings the saved menu back.
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getAllByTestId('menu-row')).toHaveLength(4);
  });
});
