import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/format';
import { chooseOption } from '@/testing/antd';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { ContentEditorPanel } from './content-editor-panel';
import { CLASS_TREE, contentFixture, rowFixture, texts } from './editor-fixtures';

const API = '/community/api';
const SCHEDULED = Date.UTC(2099, 0, 2, 9, 30);

const ROWS = [
  rowFixture({ contentId: 1, title: texts('什么是点差', 'What is a spread'), state: 'draft' }),
  rowFixture({
    contentId: 2,
    typeId: 3,
    title: texts('杠杆入门'),
    state: 'scheduled',
    publishTime: SCHEDULED,
  }),
  rowFixture({
    contentId: 3,
    typeId: null,
    title: texts('止损', 'Stop loss'),
    state: 'published',
    viewCount: 1234,
  }),
];

function mockPanel() {
  return mockFetch({
    [`${API}/adminQueryContentTypes`]: { body: envelope(CLASS_TREE) },
    [`${API}/adminQueryContents`]: { body: envelope(ROWS, 10000, 'ok', ROWS.length) },
    [`${API}/adminSetContentState`]: {
      body: envelope([contentFixture({ contentId: 1, state: 'published' })]),
    },
    [`${API}/adminDeleteContent`]: { body: envelope([{ id: 3 }]) },
    [`${API}/adminQueryContent`]: {
      body: envelope([contentFixture({ contentId: 1, title: ROWS[0]!.title })]),
    },
    [`${API}/adminQueryNavigation`]: { body: envelope([]) },
  });
}

const listQueries = (spy: ReturnType<typeof mockFetch>) =>
  callsTo(spy, `${API}/adminQueryContents`).map(([url]) =>
    Object.fromEntries(new URL(url, 'http://x').searchParams),
  );
const bodies = (spy: ReturnType<typeof mockFetch>, call: string) =>
  callsTo(spy, `${API}/${call}`).map(([, init]) => sentBody(init));

/*
 * The item table brings antd's table styles: a role query's visibility check (getComputedStyle up every
 * ancestor) then takes seconds per element in jsdom, so rows are queried by label and wide role queries
 * skip that check (`hidden: true`).
 */
describe("the site admin's content editor", () => {
  englishPageTest({ signedInAs: { isAdmin: true } });

  it("lists a module's items with their class, state, time and views in the reader's language", async () => {
    mockPanel();
    renderWithApp(<ContentEditorPanel />);
    expect(screen.getAllByRole('tab', { hidden: true }).map((tab) => tab.textContent)).toEqual([
      'Articles',
      'Courses',
      'Encyclopedia',
      'Information',
      'Downloads',
      'Navigation',
    ]);
    const spread = (await screen.findByText('What is a spread')).closest('tr')!;
    expect(within(spread).getByText('Draft')).toBeInTheDocument();
    expect(within(spread).getByText('Basics')).toBeInTheDocument();
    // A title without English falls back to Chinese.
    const leverage = screen.getByText('杠杆入门').closest('tr')!;
    expect(
      within(leverage).getByText(`Scheduled ${formatDate(SCHEDULED, 'YYYY-MM-DD HH:mm')}`),
    ).toBeInTheDocument();
    expect(within(leverage).getByText('First steps')).toBeInTheDocument();
    const stop = screen.getByText('Stop loss').closest('tr')!;
    expect(within(stop).getByText('Published')).toBeInTheDocument();
    expect(within(stop).getByText('1234')).toBeInTheDocument();
    // A draft can be published, a published item taken back, a scheduled one either.
    expect(within(spread).queryByLabelText('Unpublish What is a spread')).not.toBeInTheDocument();
    expect(within(stop).queryByLabelText('Publish Stop loss now')).not.toBeInTheDocument();
    expect(within(leverage).getByLabelText('Publish 杠杆入门 now')).toBeInTheDocument();
    expect(within(leverage).getByLabelText('Unpublish 杠杆入门')).toBeInTheDocument();
  });

  it('publishes, unpublishes and deletes items, and filters by state, class and text', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const spy = mockPanel();
    renderWithApp(<ContentEditorPanel />);
    await screen.findByText('What is a spread');
    await user.click(screen.getByLabelText('Publish What is a spread now'));
    await waitFor(() =>
      expect(bodies(spy, 'adminSetContentState')).toEqual([{ contentId: 1, publish: 'now' }]),
    );
    await user.click(screen.getByLabelText('Unpublish Stop loss'));
    await waitFor(() =>
      expect(bodies(spy, 'adminSetContentState')[1]).toEqual({ contentId: 3, publish: 'draft' }),
    );
    await user.click(screen.getByLabelText('Delete Stop loss'));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodies(spy, 'adminDeleteContent')).toEqual([{ contentId: 3 }]));

    await chooseOption(user, 'Filter by state', 'Scheduled');
    await waitFor(() =>
      expect(listQueries(spy).at(-1)).toMatchObject({ moduleCode: 'article', state: 'scheduled' }),
    );
    await user.click(screen.getByRole('button', { name: /^First steps/, hidden: true }));
    await waitFor(() => expect(listQueries(spy).at(-1)).toMatchObject({ typeId: '3', state: 'scheduled' }));
    await user.type(screen.getByLabelText('Search items'), 'spread{enter}');
    await waitFor(() => expect(listQueries(spy).at(-1)).toMatchObject({ q: 'spread', page: '1' }));
  });

  it('opens an item in the editor, and another module in its own tab', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const spy = mockPanel();
    renderWithApp(<ContentEditorPanel />, { path: '/settings?tab=content' });
    await user.click(await screen.findByLabelText('Edit What is a spread'));
    expect(await screen.findByLabelText('Title · English')).toHaveValue('What is a spread');
    await user.click(screen.getByText('Cancel'));
    await user.click(screen.getByRole('tab', { name: 'Courses', hidden: true }));
    await waitFor(() => expect(listQueries(spy).at(-1)).toMatchObject({ moduleCode: 'course' }));
    await user.click(screen.getByRole('tab', { name: 'Navigation', hidden: true }));
    expect(await screen.findByText('The menu is empty')).toBeInTheDocument();
  });
});
