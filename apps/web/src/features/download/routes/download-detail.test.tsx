import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { downloadDetail, GUIDE_PDFS, mockDownloadApi } from '../testing/download-fixtures';
import { DownloadDetailRoute } from './download-detail';

const renderDetail = (id: string) =>
  renderWithApp(<DownloadDetailRoute />, {
    path: `/download/downloadClass/downloadDetail/${id}`,
    route: PATHS.downloadDetail,
  });

describe('/download/downloadClass/downloadDetail/:id', () => {
  englishPageTest();

  it('shows the item with its facts and the big download buttons', async () => {
    mockDownloadApi({
      getContentByContentId: {
        body: envelope([downloadDetail({ attachments: GUIDE_PDFS })]),
      },
    });
    renderDetail('1');

    expect(
      await screen.findByRole('heading', { name: 'MetaTrader 4 for Windows', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Install' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Download facts' });
    expect(within(panel).getByText('Windows')).toBeInTheDocument();
    expect(within(panel).getByText('4.0 build 1420')).toBeInTheDocument();
    expect(within(panel).getByText('2.4 MB')).toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: /^download Download$/ });
    expect(link).toHaveAttribute('href', 'https://download.example.com/mt4setup.exe');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(panel).getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/cms/front/contentFile?id=5'),
    );
    expect(within(panel).getByText('Opens the official page in a new tab')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trading terminals' })).toHaveAttribute(
      'href',
      '/download/downloadClass/downloadList/11',
    );
    await waitFor(() => expect(document.title).toBe('MetaTrader 4 for Windows - Acme Copy'));
  });

  it('drops a link that is not a web address', async () => {
    mockDownloadApi({
      getContentByContentId: { body: envelope([downloadDetail({ linkUrl: 'javascript:alert(1)' })]) },
    });
    renderDetail('1');
    const panel = await screen.findByRole('region', { name: 'Download facts' });
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    expect(within(panel).getByText('No download link is available yet')).toBeInTheDocument();
  });

  it('says an unknown or withdrawn item is no longer available, with a way back', async () => {
    mockDownloadApi({ getContentByContentId: { status: 404, body: envelope([], 40400, 'Not found') } });
    renderDetail('99');
    expect(await screen.findByText('This page is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to downloads/ })).toHaveAttribute(
      'href',
      PATHS.downloadHome,
    );
  });

  it('does not show an item of another module', async () => {
    mockDownloadApi({
      getContentByContentId: { body: envelope([downloadDetail({ moduleCode: 'article' })]) },
    });
    renderDetail('1');
    expect(await screen.findByText('This page is no longer available')).toBeInTheDocument();
  });
});
