import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/lib/paths';
import { callsTo, envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { listAnswer, mockInformationApi, moduleInfo, NEWS } from '../testing/information-fixtures';
import { InformationListRoute } from './information-list';

const renderList = (search = '') =>
  renderWithApp(<InformationListRoute />, {
    path: `${PATHS.information}${search}`,
    route: PATHS.information,
  });

/** The list calls asking for the newest first (the side column asks for the most read). */
const newestCalls = (spy: Parameters<typeof callsTo>[0]) =>
  callsTo(spy, '/cms/front/getModuleContentList')
    .map(([url]) => new URL(url, 'http://localhost').searchParams)
    .filter((params) => params.get('order') === 'new');

describe('/information', () => {
  englishPageTest();

  it('leads with the newest item, lists the rest with dates and ranks the most read', async () => {
    mockInformationApi();
    renderList();

    expect(await screen.findByRole('heading', { name: 'Market news', level: 1 })).toBeInTheDocument();
    const lead = await screen.findByRole('link', {
      name: /Top story.*The week ahead: central banks in focus/,
    });
    expect(lead).toHaveAttribute('href', '/information/infomationDetail/31');
    expect(within(lead).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(lead).getByText(/1280 views/)).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Latest news' });
    const row = within(list).getByRole('link', { name: /Weekend gap risk/ });
    expect(row).toHaveAttribute('href', '/information/infomationDetail/33');
    expect(within(row).getByText('Nov 6, 2026')).toBeInTheDocument();

    const mostRead = screen.getByRole('region', { name: 'Most read' });
    const ranked = within(mostRead)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(ranked[0]).toContain('How the US payrolls report moves USD pairs');
    expect(ranked[2]).toContain('Weekend gap risk');
    expect(screen.getByText(/commentary, not investment advice/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Market news - Acme Copy'));
  });

  it('filters by a tag chip, in the address', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockInformationApi();
    const { router } = renderList();

    await user.click(await screen.findByRole('button', { name: /Risk management/ }));
    expect(router.state.location.search).toBe('?tag=3');
    await waitFor(() => expect(newestCalls(fetchSpy).at(-1)?.get('tagId')).toBe('3'));
    expect(screen.getByRole('button', { name: /Risk management/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All news' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when a tag has nothing, with a way back to all news', async () => {
    mockInformationApi({
      getModuleContentList: (url) => (url.searchParams.get('tagId') ? listAnswer([]) : listAnswer(NEWS)),
    });
    renderList('?tag=3');
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
    expect(screen.getByText('Nothing under this tag yet. Try all news instead.')).toBeInTheDocument();
  });

  it('says when the site does not offer market news', async () => {
    const fetchSpy = mockInformationApi({
      getModuleShowInfo: { body: envelope([moduleInfo({ shown: false })]) },
    });
    renderList();
    expect(await screen.findByText('Market news is not offered on this site')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', PATHS.home);
    expect(screen.queryByRole('region', { name: 'Most read' })).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalled();
  });
});
