import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { CMS, infoRoute, listAnswer, searchHit, tag } from '../testing/cms-fixtures';
import { CollegeSearchRoute } from './college-search';

function renderSearch(search: string) {
  return renderWithApp(<CollegeSearchRoute />, { path: `${PATHS.collegeSearch}${search}` });
}

describe('the college search', () => {
  englishPageTest();

  it('offers the popular tags before anything is typed, and searches nothing', async () => {
    const spy = mockFetch({
      [CMS.info]: infoRoute({}),
      [CMS.tags]: { body: envelope([tag({ name: 'Margin' }), tag({ tagId: 6, name: 'Risk management' })]) },
    });
    renderSearch('');
    expect(await screen.findByText('What would you like to learn?')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '#Risk management' })).toHaveAttribute(
      'href',
      '/college/search?q=Risk%20management',
    );
    expect(callsTo(spy, CMS.search)).toHaveLength(0);
  });

  it('lists the hits with their module and the words searched marked, and switches module in the address', async () => {
    const user = userEvent.setup();
    const spy = mockFetch({
      [CMS.info]: infoRoute({ information: { shown: false } }),
      [CMS.search]: (url) =>
        listAnswer(
          url.searchParams.get('moduleCode') === 'encyclopedia'
            ? [searchHit({ contentId: 41, moduleCode: 'encyclopedia', title: 'Pip Value', terms: ['pip'] })]
            : [
                searchHit(),
                searchHit({
                  contentId: 50,
                  moduleCode: 'course',
                  title: 'Forex in Four Lessons',
                  excerpt: 'pips',
                }),
              ],
        ),
    });
    const { router } = renderSearch('?q=pip');
    expect(await screen.findByText('2 results for “pip”')).toBeInTheDocument();
    const article = screen.getByRole('link', { name: /What Is a Pip\?/ });
    expect(article).toHaveAttribute('href', '/college/articleDetail/11');
    expect(within(article).getByText('Article')).toBeInTheDocument();
    expect([...article.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Pip', 'pip']);
    expect(screen.getByRole('link', { name: /Forex in Four Lessons/ })).toHaveAttribute(
      'href',
      '/college/courseList/courseListDetail/50',
    );
    expect(screen.queryByRole('tab', { name: 'News' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Site search' })).toHaveValue('pip');

    await user.click(screen.getByRole('tab', { name: 'Encyclopedia' }));
    expect(await screen.findByText('1 result for “pip”')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('module')).toBe('encyclopedia');
    await waitFor(() => expect(callsTo(spy, CMS.search).at(-1)?.[0]).toContain('moduleCode=encyclopedia'));
    expect(screen.getByRole('link', { name: /Pip Value/ })).toHaveAttribute(
      'href',
      '/college/foreignExchange/foreignExchangeDetail/41',
    );
  });

  it('says when nothing is found', async () => {
    mockFetch({ [CMS.info]: infoRoute({}), [CMS.search]: listAnswer([], 0) });
    renderSearch('?q=zzz');
    expect(await screen.findByText('Nothing found for “zzz”')).toBeInTheDocument();
    expect(document.title).toBe('Results for “zzz” - Acme Copy');
  });
});
