import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { callsTo } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { DOWNLOADS, listAnswer, mockDownloadApi } from '../testing/download-fixtures';
import { DownloadListRoute } from './download-list';

const renderList = (path: string) =>
  renderWithApp(<DownloadListRoute />, { path, route: PATHS.downloadList });

describe('/download/downloadClass/downloadList/:typeId?', () => {
  englishPageTest();

  it("lists a class's downloads with platform, version, size, date and the download and details links", async () => {
    const mobile = DOWNLOADS.filter((item) => item.typeId === 12);
    const fetchSpy = mockDownloadApi({ getModuleContentList: listAnswer(mobile) });
    renderList('/download/downloadClass/downloadList/12');

    expect(await screen.findByRole('heading', { name: 'Mobile apps', level: 2 })).toBeInTheDocument();
    const android = (await screen.findByRole('link', { name: 'MetaTrader 4 for Android' })).closest(
      'article',
    )!;
    expect(within(android).getByText('Android')).toBeInTheDocument();
    expect(within(android).getByText('4.0 build 1420')).toBeInTheDocument();
    expect(within(android).getByText('Nov 2, 2026')).toBeInTheDocument();
    const get = within(android).getByRole('link', { name: /Get the Android app/ });
    expect(get).toHaveAttribute('href', 'https://play.example.com/mt4');
    expect(get).toHaveAttribute('target', '_blank');
    expect(get).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(android).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/download/downloadClass/downloadDetail/4',
    );
    const query = new URL(callsTo(fetchSpy, '/cms/front/getModuleContentList')[0]![0], 'http://localhost');
    expect(query.searchParams.get('typeId')).toBe('12');
    expect(query.searchParams.get('order')).toBe('sort');
  });

  it('lists every download without a class, a document with its file size', async () => {
    const fetchSpy = mockDownloadApi();
    renderList('/download/downloadClass/downloadList');

    expect(await screen.findByRole('heading', { name: 'All downloads', level: 2 })).toBeInTheDocument();
    const guide = (await screen.findByRole('link', { name: 'Copy trading user guide' })).closest('article')!;
    expect(within(guide).getByText('2.4 MB')).toBeInTheDocument();
    expect(within(guide).getByText('PDF document')).toBeInTheDocument();
    const query = new URL(callsTo(fetchSpy, '/cms/front/getModuleContentList')[0]![0], 'http://localhost');
    expect(query.searchParams.has('typeId')).toBe(false);
  });

  it('says when a class has nothing yet', async () => {
    mockDownloadApi({ getModuleContentList: listAnswer([]) });
    renderList('/download/downloadClass/downloadList/13');
    expect(await screen.findByText('Nothing to download yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to downloads' })).toHaveAttribute(
      'href',
      PATHS.downloadHome,
    );
  });
});
