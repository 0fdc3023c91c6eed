import type { SearchHit } from '@copytrade/contracts/cms';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { callsTo, envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { mockDownloadApi, PUBLISHED } from '../testing/download-fixtures';
import { DownloadSearchRoute } from './download-search';

const hit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  contentId: 6,
  moduleCode: 'download',
  typeName: 'Trading terminals',
  title: 'CopyTrade Bridge EA',
  excerpt: 'Run the bridge EA in your MT4 terminal to bind an account.',
  cover: '',
  publishTime: PUBLISHED,
  terms: ['bridge'],
  ...overrides,
});

const renderSearch = (search: string) =>
  renderWithApp(<DownloadSearchRoute />, { path: `${PATHS.downloadSearch}${search}` });

describe('/download/downloadSearch', () => {
  englishPageTest();

  it('shows the downloads found with the terms highlighted, asking only in the download module', async () => {
    const fetchSpy = mockDownloadApi({ searchContent: { body: envelope([hit()], 10000, 'ok', 1) } });
    renderSearch('?q=bridge');

    expect(await screen.findByRole('heading', { name: '1 result for “bridge”' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /CopyTrade Bridge EA/ });
    expect(link).toHaveAttribute('href', '/download/downloadClass/downloadDetail/6');
    const marks = [...link.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['Bridge', 'bridge']);
    const query = new URL(callsTo(fetchSpy, '/cms/front/searchContent')[0]![0], 'http://localhost');
    expect(query.searchParams.get('moduleCode')).toBe('download');
    expect(query.searchParams.get('q')).toBe('bridge');
  });

  it('says when nothing matches', async () => {
    mockDownloadApi({ searchContent: { body: envelope([], 10000, 'ok', 0) } });
    renderSearch('?q=linux');
    expect(await screen.findByText('No downloads match “linux”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', PATHS.downloadHome);
  });

  it('asks for a text and sends nothing without one', async () => {
    const fetchSpy = mockDownloadApi();
    renderSearch('');
    expect(await screen.findByText('Type what you are looking for')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/cms/front/searchContent')).toHaveLength(0);
  });
});
