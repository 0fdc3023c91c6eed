import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { PATHS } from '@/lib/paths';
import { CMS, contentDetail, contentItem, detailRoute, infoRoute } from '../testing/cms-fixtures';
import { ArticleDetailRoute } from './article-detail';

const ARTICLE = contentDetail({
  contentId: 11,
  title: 'What Is a Pip?',
  body: `## How it works\n\n${'word '.repeat(600)}\n\n| Pair | Pip |\n| --- | --- |\n| EURUSD | 0.0001 |`,
  viewCount: 1234,
  tags: [
    { tagId: 5, code: 'basics', name: 'Basics' },
    { tagId: 6, code: 'costs', name: 'Trading costs' },
  ],
  attachments: [
    {
      fileName: 'pip-cheatsheet.pdf',
      url: '/cms/front/contentFile?id=1',
      size: 1_572_864,
      mime: 'application/pdf',
    },
  ],
  prev: { contentId: 10, moduleCode: 'article', title: 'Currency Pairs Explained' },
  next: { contentId: 12, moduleCode: 'article', title: 'Lots and Position Size' },
  related: [contentItem({ contentId: 20, title: 'Spread: The Cost of a Trade' })],
});

function render(id: number) {
  return renderWithApp(<ArticleDetailRoute />, {
    route: PATHS.articleDetail,
    path: `/college/articleDetail/${id}`,
    routes: [{ path: PATHS.foreignExchangeDetail, element: <p>The entry page</p> }],
  });
}

describe('the article page', () => {
  englishPageTest();

  it('shows the article with its breadcrumb, meta line, tags, files, neighbours and related items', async () => {
    mockFetch({
      [CMS.info]: infoRoute({ article: { name: 'Articles' } }),
      [CMS.detail]: detailRoute({ 11: ARTICLE }),
    });
    render(11);
    expect(await screen.findByRole('heading', { level: 1, name: 'What Is a Pip?' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Forex Academy' })).toHaveAttribute(
      'href',
      PATHS.collegeHome,
    );
    expect(within(crumbs).getByRole('link', { name: 'Forex basics' })).toHaveAttribute(
      'href',
      '/college/articleList/2',
    );
    // 600 words plus the rest at 250 a minute: 3 minutes.
    expect(screen.getByText('3 min read')).toBeInTheDocument();
    expect(screen.getByText('1234 views')).toBeInTheDocument();
    expect(screen.getAllByText('Mar 2, 2026')[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#Trading costs' })).toHaveAttribute(
      'href',
      '/college/articleList?tag=6',
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByText('PDF · 1.5 MB')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download pip-cheatsheet.pdf' });
    expect(download).toHaveAttribute('download', 'pip-cheatsheet.pdf');
    expect(download.getAttribute('href')).toContain('/cms/front/contentFile?id=1');
    expect(screen.getByRole('link', { name: /Previous.*Currency Pairs Explained/ })).toHaveAttribute(
      'href',
      '/college/articleDetail/10',
    );
    expect(screen.getByRole('link', { name: /Next.*Lots and Position Size/ })).toHaveAttribute(
      'href',
      '/college/articleDetail/12',
    );
    expect(screen.getByRole('heading', { name: 'Related reading' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Spread: The Cost of a Trade/ })).toHaveAttribute(
      'href',
      '/college/articleDetail/20',
    );
    expect(screen.getByRole('button', { name: /Copy link/ })).toBeInTheDocument();
    expect(document.title).toBe('What Is a Pip? - Acme Copy');
  });

  it('says an unknown or unpublished article is not available, with a way back', async () => {
    mockFetch({ [CMS.info]: infoRoute({}), [CMS.detail]: detailRoute({}) });
    render(99);
    expect(await screen.findByText('This page is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the articles/ })).toHaveAttribute(
      'href',
      '/college/articleList',
    );
  });

  it('sends an item of another module to its own page', async () => {
    mockFetch({
      [CMS.info]: infoRoute({}),
      [CMS.detail]: detailRoute({ 30: contentDetail({ contentId: 30, moduleCode: 'encyclopedia' }) }),
    });
    const { router } = render(30);
    expect(await screen.findByText('The entry page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/college/foreignExchange/foreignExchangeDetail/30');
  });
});
