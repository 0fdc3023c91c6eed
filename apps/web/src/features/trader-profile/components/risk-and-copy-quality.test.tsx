import { COPY_QUALITY_FORMULAS } from '@copytrade/engine/stats/copy-quality';
import { FORMULAS } from '@copytrade/engine/stats/formulas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import {
  COPY_PROFIT,
  copyQualityOf,
  CURVE,
  DRAWDOWNS,
  emptyIndicators,
  indicators,
  mockProfileApi,
  noCopies,
} from './profile-fixtures';
import { renderProfile } from './render-profile';

const FRONT = '/community/front/center';
/** An account bound on 2024-03-01 with history from January: equity sampled only since then. */
const BOUND = Date.UTC(2024, 2, 1, 8);

async function tooltipWith(text: string) {
  await waitFor(() =>
    expect(screen.getAllByRole('tooltip').some((node) => node.textContent?.includes(text))).toBe(true),
  );
}

describe('the risk view', () => {
  englishPageTest();

  it('shows both maximum drawdowns and the underwater chart, each with its formula', async () => {
    const user = userEvent.setup();
    mockProfileApi();
    renderProfile('/community/trader/7?tab=risk');
    const panel = await screen.findByRole('region', { name: /Drawdown over time/ });
    expect(await within(panel).findByRole('img', { name: /Underwater chart/ })).toBeInTheDocument();
    expect(within(panel).getAllByText('10.00% · 60.00')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Risk', selected: true })).toBeInTheDocument();
    await user.hover(within(panel).getByRole('button', { name: 'How Drawdown over time is calculated' }));
    await tooltipWith(FORMULAS.find((f) => f.key === 'drawdowns')!.example);
  });

  it('says since when equity is tracked instead of an equity drawdown of 0.00', async () => {
    const user = userEvent.setup();
    mockProfileApi({
      [`${FRONT}/dataIndicators`]: {
        body: envelope([
          indicators({
            equityDrawdown: { money: '0.00', percent: '0.00' },
            equityTracked: { since: BOUND, partial: true },
          }),
        ]),
      },
      [`${FRONT}/drawdownChart`]: {
        body: envelope(DRAWDOWNS.map((point) => ({ ...point, equity: point.time < BOUND ? null : '0.00' }))),
      },
    });
    renderProfile('/community/trader/7?tab=risk');
    const panel = await screen.findByRole('region', { name: /Drawdown over time/ });
    expect(within(panel).getByText('Tracked since 2024-03-01')).toBeInTheDocument();
    expect(within(panel).queryByText('0.00% · 0.00')).not.toBeInTheDocument();
    expect(within(panel).getByText('Equity tracked since 2024-03-01')).toBeInTheDocument();
    expect(within(panel).getByText(/cover the time since 2024-03-01 only/)).toBeInTheDocument();
    await user.hover(
      within(panel).getByRole('button', { name: 'How Equity tracked since 2024-03-01 is calculated' }),
    );
    await tooltipWith(FORMULAS.find((f) => f.key === 'equityTracked')!.formula);

    await user.click(screen.getByRole('tab', { name: 'Indicators' }));
    const risk = await screen.findByRole('region', { name: 'Risk' });
    expect(within(risk).getByText('Tracked since 2024-03-01')).toBeInTheDocument();
    expect(within(risk).getAllByText('10.00% · 60.00')).toHaveLength(1);
  });

  it('shows what was measured since tracking began, with the date under it', async () => {
    mockProfileApi({
      [`${FRONT}/dataIndicators`]: {
        body: envelope([indicators({ equityTracked: { since: BOUND, partial: true } })]),
      },
    });
    renderProfile('/community/trader/7?tab=indicators');
    const risk = await screen.findByRole('region', { name: 'Risk' });
    expect(within(risk).getAllByText('10.00% · 60.00')).toHaveLength(2);
    expect(within(risk).getByText('Since 2024-03-01')).toBeInTheDocument();
  });

  it('an account never sampled: equity not tracked yet, no chart of a flat line', async () => {
    mockProfileApi({
      [`${FRONT}/dataIndicators`]: { body: envelope([emptyIndicators()]) },
      [`${FRONT}/drawdownChart`]: {
        body: envelope([{ time: Date.UTC(2024, 0, 2), balance: '0.00', equity: null }]),
      },
    });
    renderProfile('/community/trader/7?tab=risk');
    const panel = await screen.findByRole('region', { name: /Drawdown over time/ });
    expect(within(panel).getByText('Not tracked yet')).toBeInTheDocument();
    expect(await within(panel).findByText(/No drawdown so far/)).toBeInTheDocument();
    expect(within(panel).queryByRole('img', { name: /Underwater chart/ })).not.toBeInTheDocument();
  });

  it('an account without history: the empty state, not an axis', async () => {
    mockProfileApi({
      [`${FRONT}/dataIndicators`]: { body: envelope([emptyIndicators()]) },
      [`${FRONT}/drawdownChart`]: { body: envelope([]) },
    });
    renderProfile('/community/trader/7?tab=risk');
    const panel = await screen.findByRole('region', { name: /Drawdown over time/ });
    expect(await within(panel).findByText('No history to chart yet')).toBeInTheDocument();
    expect(within(panel).queryByRole('img', { name: /Underwater chart/ })).not.toBeInTheDocument();
  });
});

describe('the copy-profit tab', () => {
  englishPageTest();

  it('copy quality: share, slippage and delay with their formulas, skip reasons in words', async () => {
    const user = userEvent.setup();
    mockProfileApi({
      [`${FRONT}/copyQuality`]: {
        body: envelope([
          copyQualityOf({
            skipReasons: [
              { reason: 'BELOW_MIN_LOT', count: 1 },
              { reason: 'SOMETHING_NEW', count: 1 },
            ],
          }),
        ]),
      },
    });
    renderProfile('/community/trader/7?tab=copyProfit');
    const panel = await screen.findByRole('region', { name: 'Copy quality' });
    expect(await within(panel).findByText('90.00%')).toBeInTheDocument();
    expect(within(panel).getByText('18 of 20 copies · 10 trader opens')).toBeInTheDocument();
    expect(within(panel).getByText('3.2 pts')).toBeInTheDocument();
    expect(within(panel).getByText('95th percentile 8.6 pts · 5 copies measured')).toBeInTheDocument();
    expect(within(panel).getByText('310 ms')).toBeInTheDocument();
    expect(within(panel).getByText('95th percentile 1,760 ms')).toBeInTheDocument();
    expect(within(panel).getByText('Last 30 days · 2024-03-02 – 2024-04-01')).toBeInTheDocument();
    // A formula beside each figure.
    for (const name of ['Opens copied', 'Average slippage', 'Average delay', 'Why copies were skipped']) {
      expect(within(panel).getByRole('button', { name: `How ${name} is calculated` })).toBeInTheDocument();
    }
    await user.hover(within(panel).getByRole('button', { name: 'How Average slippage is calculated' }));
    await tooltipWith(COPY_QUALITY_FORMULAS.find((f) => f.key === 'slippage')!.example);
    // Reasons in the copy records' words; a code this web does not know reads as "other".
    const reasons = within(panel).getByRole('list', { name: 'Why copies were skipped' });
    expect(within(reasons).getByText('Below minimum lot')).toBeInTheDocument();
    expect(within(reasons).getByText('Other reason')).toBeInTheDocument();
    expect(within(reasons).queryByText('SOMETHING_NEW')).not.toBeInTheDocument();
    await user.hover(within(reasons).getByText('Below minimum lot'));
    await tooltipWith('minimum lot for the symbol');
  });

  it('nothing copied in 30 days: says so, with no figures of 0', async () => {
    mockProfileApi({ [`${FRONT}/copyQuality`]: { body: envelope([noCopies()]) } });
    renderProfile('/community/trader/7?tab=copyProfit');
    const panel = await screen.findByRole('region', { name: 'Copy quality' });
    expect(await within(panel).findByText('No copies in the last 30 days')).toBeInTheDocument();
    expect(within(panel).getByText(/once followers copy this trader/)).toBeInTheDocument();
    expect(within(panel).queryByText('0.00%')).not.toBeInTheDocument();
    expect(within(panel).queryByText(/pts$/)).not.toBeInTheDocument();
  });

  it('copy profit: months traded but no copy closed is the empty state, not a 0-1 axis', async () => {
    mockProfileApi({
      [`${FRONT}/copyProfitChart`]: {
        body: envelope([
          { total: '0.00', months: COPY_PROFIT.months.map((m) => ({ ...m, copyProfit: '0.00' })) },
        ]),
      },
    });
    renderProfile('/community/trader/7?tab=copyProfit');
    const panel = await screen.findByRole('region', { name: /Followers’ copy profit/ });
    expect(await within(panel).findByText('No follower has closed a copy yet')).toBeInTheDocument();
    expect(within(panel).queryByRole('img', { name: /per month/ })).not.toBeInTheDocument();
  });

  it('copy profit with copies closed draws its bars', async () => {
    mockProfileApi();
    renderProfile('/community/trader/7?tab=copyProfit');
    const panel = await screen.findByRole('region', { name: /Followers’ copy profit/ });
    expect(
      await within(panel).findByRole('img', { name: 'Followers’ copy profit per month' }),
    ).toBeInTheDocument();
  });
});

describe('the overview charts have honest empty states too', () => {
  englishPageTest();

  it('deposits and samples only: no flat growth line, and balance & equity still draw', async () => {
    const user = userEvent.setup();
    mockProfileApi({
      [`${FRONT}/trendChart`]: { body: envelope(CURVE.map((point) => ({ ...point, growth: '0.00' }))) },
      [`${FRONT}/monthAnalyseChart`]: {
        body: envelope([
          {
            months: [{ month: '2024-01', return: '0.00', trades: 0, profit: '0.00', copyProfit: '5.00' }],
            years: [],
          },
        ]),
      },
    });
    renderProfile('/community/trader/7?tab=overview');
    const trend = await screen.findByRole('region', { name: /Performance/ });
    expect(await within(trend).findByText(/No growth to chart yet/)).toBeInTheDocument();
    expect(within(trend).queryByRole('img', { name: /curve of the account/ })).not.toBeInTheDocument();
    await user.click(within(trend).getByText('Balance & equity'));
    expect(
      await within(trend).findByRole('img', { name: 'Balance and equity curve of the account' }),
    ).toBeInTheDocument();
    // A month with followers' copy results but no trade of the account has no return to draw.
    const monthly = screen.getByRole('region', { name: /Monthly returns/ });
    expect(await within(monthly).findByText('No monthly returns yet')).toBeInTheDocument();
  });
});
