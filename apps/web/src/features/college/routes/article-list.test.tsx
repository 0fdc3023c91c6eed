import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { CMS, contentItem, infoRoute, listAnswer, tag, typeNode } from '../testing/cms-fixtures';
import { ArticleClassRoute } from './article-class';
import { ArticleListRoute } from './article-list';

const CLASSES = [
  typeNode({
    typeId: 2,
    name: 'Forex basics',
    description: 'Pips, lots and the first trade.',
    itemCount: 8,
    children: [typeNode({ typeId: 4, name: 'Order types', itemCount: 3 })],
  }),
  typeNode({ typeId: 3, name: 'Risk management', description: 'Sizing and stops.', itemCount: 5 }),
];

const INFO = infoRoute({
  article: { name: 'Articles', description: 'Everything we wrote.', itemCount: 13, classes: CLASSES },
});

function renderList(path: string) {
  return renderWithApp(<ArticleListRoute />, { route: PATHS.articleList, path });
}

describe('the article list', () => {
  englishPageTest();

  it('lists every article without a class, with the class menu, tags and the total', async () => {
    mockFetch({
      [CMS.info]: INFO,
      [CMS.tags]: {
        body: envelope([tag({ tagId: 5, name: 'Basics', count: 4 }), tag({ tagId: 6, name: 'Risk' })]),
      },
      [CMS.list]: listAnswer(
        [
          contentItem({ contentId: 11, title: 'What Is a Pip?' }),
          contentItem({ contentId: 12, title: 'Lots' }),
        ],
        2,
      ),
    });
    renderList('/college/articleList');
    expect(await screen.findByRole('heading', { level: 1, name: 'All articles' })).toBeInTheDocument();
    expect(await screen.findByText('Everything we wrote.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Topics' });
    expect(within(menu).getByRole('link', { name: /All articles/ })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: /Order types/ })).toHaveAttribute(
      'href',
      '/college/articleList/4',
    );
    expect(await screen.findByRole('button', { name: /#Basics/ })).toBeInTheDocument();
    expect(await screen.findByText('2 articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /What Is a Pip\?/ })).toHaveAttribute(
      'href',
      '/college/articleDetail/11',
    );
  });

  it("filters by a class, a tag and 'most read', with the filters in the address", async () => {
    const user = userEvent.setup();
    const spy = mockFetch({
      [CMS.info]: INFO,
      [CMS.tags]: { body: envelope([tag({ tagId: 6, name: 'Risk', count: 2 })]) },
      [CMS.list]: listAnswer([contentItem({ contentId: 13, title: 'Position Sizing', typeId: 3 })]),
    });
    const { router } = renderList('/college/articleList/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk management' })).toBeInTheDocument();
    expect(screen.getByText('Sizing and stops.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /#Risk/ }));
    await user.click(screen.getByText('Most read'));
    await waitFor(() => expect(router.state.location.search).toBe('?tag=6&order=hot'));
    await waitFor(() => {
      const last = callsTo(spy, CMS.list).at(-1)?.[0] ?? '';
      const query = new URL(last, 'http://localhost').searchParams;
      expect([query.get('typeId'), query.get('tagId'), query.get('order')]).toEqual(['3', '6', 'hot']);
    });
  });

  it('shows an empty state with a way to clear the tag', async () => {
    const user = userEvent.setup();
    mockFetch({ [CMS.info]: INFO, [CMS.tags]: { body: envelope([]) }, [CMS.list]: listAnswer([], 0) });
    const { router } = renderList('/college/articleList/2?tag=9');
    expect(await screen.findByText('No articles found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the tag' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says an unknown class does not exist', async () => {
    mockFetch({ [CMS.info]: INFO, [CMS.tags]: { body: envelope([]) }, [CMS.list]: listAnswer([], 0) });
    renderList('/college/articleList/77');
    expect(await screen.findByText('This topic does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the articles/ })).toHaveAttribute(
      'href',
      '/college/articleList',
    );
  });
});

describe('the article classes', () => {
  englishPageTest();

  it('shows each class with its description, count, subclasses and three newest articles', async () => {
    mockFetch({
      [CMS.info]: INFO,
      [CMS.list]: (url) =>
        url.searchParams.get('typeId') === '2'
          ? listAnswer([contentItem({ contentId: 11, title: 'What Is a Pip?' })])
          : listAnswer([]),
    });
    renderWithApp(<ArticleClassRoute />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Forex basics' })).toBeInTheDocument();
    expect(screen.getByText('Pips, lots and the first trade.')).toBeInTheDocument();
    expect(screen.getByText('8 items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Order types/ })).toHaveAttribute(
      'href',
      '/college/articleList/4',
    );
    expect(await screen.findByRole('link', { name: /What Is a Pip\?/ })).toHaveAttribute(
      'href',
      '/college/articleDetail/11',
    );
    expect(await screen.findByText('No articles in this topic yet.')).toBeInTheDocument();
  });

  it('shows an empty state when there is no class', async () => {
    mockFetch({ [CMS.info]: infoRoute({ article: { classes: [] } }), [CMS.list]: listAnswer([]) });
    renderWithApp(<ArticleClassRoute />);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });
});
