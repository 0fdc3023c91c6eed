import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderRoutes } from '@/testing/render';
import { PATHS } from '@/lib/paths';
import { listAnswer, mockDownloadApi } from '../testing/download-fixtures';
import { DownloadHomeRoute } from './download-home';
import { DownloadLayoutRoute } from './download-layout';

const WINDOWS_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

function renderHome() {
  return renderRoutes(
    [
      {
        path: PATHS.download,
        element: <DownloadLayoutRoute />,
        children: [
          { path: PATHS.downloadHome, element: <DownloadHomeRoute /> },
          { path: PATHS.downloadSearch, element: <p>search page</p> },
          { path: PATHS.downloadList, element: <p>list page</p> },
        ],
      },
    ],
    { path: PATHS.downloadHome },
  );
}

describe('/download/downloadHome', () => {
  englishPageTest();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a tile per terminal with its link opening in a new tab, and marks the visitor system', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WINDOWS_AGENT);
    mockDownloadApi();
    renderHome();

    const windows = await screen.findByRole('article', { name: 'Windows' });
    expect(within(windows).getByText('MetaTrader 4 for Windows')).toBeInTheDocument();
    expect(within(windows).getByText('Recommended for your device')).toBeInTheDocument();
    const button = within(windows).getByRole('link', { name: /Download/ });
    expect(button).toHaveAttribute('href', 'https://download.example.com/mt4setup.exe');
    expect(button).toHaveAttribute('target', '_blank');
    expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      screen.getByText('You seem to be on Windows: the matching version is marked for you.'),
    ).toBeInTheDocument();

    const mac = screen.getByRole('article', { name: 'macOS' });
    expect(within(mac).queryByText('Recommended for your device')).not.toBeInTheDocument();
    const web = screen.getByRole('article', { name: 'Web' });
    expect(within(web).getByRole('link', { name: /Open web terminal/ })).toHaveAttribute(
      'href',
      'https://trade.example.com/web',
    );
    expect(
      within(screen.getByRole('article', { name: 'iOS' })).getByRole('link', { name: /App Store/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Android' })).toBeInTheDocument();
  });

  it('lists the EA and the documents with their sizes, and the guide to which one to take', async () => {
    const user = userEvent.setup();
    mockDownloadApi();
    renderHome();

    const ea = await screen.findByRole('region', { name: /CopyTrade Bridge EA/ });
    expect(within(ea).getByText('Bind an account without sharing its password.')).toBeInTheDocument();
    expect(within(ea).getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/cms/front/contentFile?id=2'),
    );
    expect(within(ea).getByRole('link', { name: /Add account and get the EA/ })).toHaveAttribute(
      'href',
      PATHS.addOrBind,
    );

    // The guide in the reader's language, its size, and the other languages in a menu.
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'Copy trading user guide' })).toHaveAttribute(
      'href',
      '/download/downloadClass/downloadDetail/7',
    );
    expect(within(documents).getByText('2.4 MB')).toBeInTheDocument();
    const pdf = within(documents).getByRole('link', { name: /Download PDF/ });
    expect(pdf).toHaveAttribute('href', expect.stringContaining('/cms/front/contentFile?id=5'));
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(documents).getByRole('button', { name: 'Other languages' }));
    const other = await screen.findByRole('link', { name: /使用者指南 \(繁體中文\)\.pdf/ });
    expect(other).toHaveAttribute('href', expect.stringContaining('/cms/front/contentFile?id=6'));
    expect(other).toHaveAttribute('rel', 'noopener noreferrer');

    expect(screen.getByRole('heading', { name: 'Which one do I need?' })).toBeInTheDocument();
  });

  it('shows the classes as tabs and sends the search to the search page', async () => {
    const user = userEvent.setup();
    mockDownloadApi();
    const { router } = renderHome();

    const tabs = await screen.findByRole('navigation', { name: 'Download categories' });
    expect(await within(tabs).findByRole('link', { name: /Mobile apps/ })).toHaveAttribute(
      'href',
      '/download/downloadClass/downloadList/12',
    );
    expect(within(tabs).getByRole('link', { name: /Overview/ })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('searchbox', { name: 'Site search' }), 'bridge{Enter}');
    expect(router.state.location.pathname).toBe(PATHS.downloadSearch);
    expect(router.state.location.search).toBe('?q=bridge');
  });

  it('says when nothing is published yet', async () => {
    const fetchSpy = mockDownloadApi({ getModuleContentList: listAnswer([]) });
    renderHome();
    expect(await screen.findByText('Nothing to download yet')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/cms/front/getModuleContentList')[0]![0]).toContain('moduleCode=download');
  });
});
