import type { PartnerProgramme } from '@copytrade/contracts/partners';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, mockFetch } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { PartnerPageRoute } from './partner-page';

const PROGRAMME_PATH = '/community/front/queryPartnerProgramme';

/** Site A's programme: three levels, the site keeps 20 % of each fee, upgrades are automatic. */
function programme(overrides: Partial<PartnerProgramme> = {}): PartnerProgramme {
  return {
    levels: [
      { id: 1, name: 'Bronze', rate: 10, minCustomers: 0 },
      { id: 2, name: 'Silver', rate: 30, minCustomers: 10 },
      { id: 3, name: 'Gold', rate: 50, minCustomers: 40 },
    ],
    autoUpgrade: true,
    proportion: '0.2000',
    margin: '0.00',
    ...overrides,
  };
}

function mockProgramme(answer: PartnerProgramme = programme()) {
  return mockFetch({
    [PROGRAMME_PATH]: { body: envelope([answer]) },
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
  });
}

const renderPage = (ui = <PartnerPageRoute />) => renderWithApp(ui, { path: '/partner', route: '/partner' });

/** The row of the levels table that names `level`. */
const rowOf = (level: string) => screen.getByRole('cell', { name: new RegExp(level) }).closest('tr')!;

describe('/partner for a visitor', () => {
  englishPageTest();

  it("shows the site's levels in ladder order with their rates, customers needed and pay on 100 USDT", async () => {
    const fetchSpy = mockProgramme();
    renderPage();
    await screen.findByRole('table');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1Bronze', "10%of the site's cut", 'None: start here', '2.00 USDT'],
      ['2Silver', "30%of the site's cut", '10', '6.00 USDT'],
      ['3GoldTop', "50%of the site's cut", '40', '10.00 USDT'],
    ]);
    expect(within(rowOf('Gold')).getByText('Top')).toBeInTheDocument();
    expect(
      screen.getByText(/Your rebate is your level's rate of the site's cut, which is 20% of each fee/),
    ).toHaveTextContent('Automatic upgrades are on');
    expect(screen.getByText('Up to 50%')).toBeInTheDocument();
    // A public call: the visitor sends no token.
    const [, init] = callsTo(fetchSpy, PROGRAMME_PATH)[0]!;
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('works two examples from the real levels and shows every sum', async () => {
    mockProgramme();
    renderPage();
    const first = (await screen.findByRole('heading', { name: '20 paying customers at Bronze' })).closest(
      'article',
    )!;
    expect(within(first).getByText('20 × 50.00 = 1,000.00 USDT')).toBeInTheDocument();
    expect(within(first).getByText('50.00 × 20% = 10.00 USDT')).toBeInTheDocument();
    expect(within(first).getByText('10.00 × 10% = 1.00 USDT')).toBeInTheDocument();
    expect(within(first).getByText('20.00')).toBeInTheDocument();
    expect(within(first).getByText(/240\.00 USDT a year/)).toBeInTheDocument();
    // The top level needs 40 paying customers, so its example has 40.
    const top = screen.getByRole('heading', { name: '40 paying customers at Gold' }).closest('article')!;
    expect(within(top).getByText('40 × 50.00 = 2,000.00 USDT')).toBeInTheDocument();
    expect(within(top).getByText('10.00 × 50% = 5.00 USDT')).toBeInTheDocument();
    expect(within(top).getByText('200.00')).toBeInTheDocument();
    expect(within(top).getByText(/2,400\.00 USDT a year/)).toBeInTheDocument();
  });

  it("writes the site's least cut per fee where it is more than the proportion", async () => {
    mockProgramme(programme({ proportion: '0.0500', margin: '5.00', levels: [programme().levels[1]!] }));
    renderPage();
    const card = (await screen.findByRole('heading', { name: '20 paying customers at Silver' })).closest(
      'article',
    )!;
    // 5 % of 50.00 is 2.50, below the 5.00 the site keeps at least: the cut is 5.00, the rebate 1.50.
    expect(within(card).getByText("the site's least per fee")).toBeInTheDocument();
    expect(within(card).getByText('5.00 × 30% = 1.50 USDT')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText(/which is 5% \(at least 5\.00 USDT\) of each fee/)).toBeInTheDocument();
  });

  it('sends Apply now to the login with the way back to the application, and asks the visitor to log in', async () => {
    mockProgramme();
    renderPage();
    const apply = await screen.findByRole('link', { name: 'Apply now' });
    expect(apply).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/partner#apply')}`);
    const section = document.getElementById('apply')!;
    expect(within(section).getByRole('heading', { name: 'Log in to apply' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
  });

  it('answers the questions as the site works: its cut, and upgrades by the site admin when not automatic', async () => {
    const user = userEvent.setup();
    mockProgramme(programme({ autoUpgrade: false }));
    renderPage();
    expect(await screen.findByText(/Upgrades are made by the site admin/)).toBeInTheDocument();
    expect(screen.getByText('Levels are set by the site admin')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /What exactly is my rebate a share of/ }));
    expect(await screen.findByText(/This site's cut is 20% of each fee/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /How do I move up a level/ }));
    expect(await screen.findByText(/The site admin moves partners between levels/)).toBeInTheDocument();
  });

  it('says the levels are coming when the site has none, and shows no examples', async () => {
    mockProgramme(programme({ levels: [] }));
    renderPage();
    expect(await screen.findByText('Levels coming soon')).toBeInTheDocument();
    expect(screen.getByText('The site has not published its rebate levels yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('/partner for a signed-in user', () => {
  englishPageTest({ signedInAs: { id: 7 } });
  /** The ids of the elements scrolled into view (jsdom has no scrolling of its own). */
  const scrolled: string[] = [];
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('shows the application it is given, and Apply now scrolls to it', async () => {
    const user = userEvent.setup();
    mockProgramme();
    renderPage(<PartnerPageRoute application={<p>The application form</p>} />);
    const section = document.getElementById('apply')!;
    expect(within(section).getByText('The application form')).toBeInTheDocument();
    expect(within(section).queryByText('Log in to apply')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(scrolled).toEqual(['apply']));
  });

  it('without an application, sends him to My referrer', async () => {
    mockProgramme();
    renderPage();
    expect(await screen.findByRole('link', { name: /Open My referrer/ })).toHaveAttribute(
      'href',
      '/personalCenter/7/referrer',
    );
  });

  it('comes back from the login at the application', async () => {
    mockProgramme();
    renderWithApp(<PartnerPageRoute />, { path: '/partner#apply', route: '/partner' });
    await screen.findByRole('table');
    await waitFor(() => expect(scrolled).toContain('apply'));
  });
});
