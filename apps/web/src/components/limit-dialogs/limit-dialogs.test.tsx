import type { UsageLimits } from '@copytrade/contracts/operator';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import zh from '@/i18n/locales/zh_CN.json';
import { request } from '@/lib/api-client';
import { saveOperatorLogin } from '@/lib/operator-session';
import { signIn } from '@/testing/accounts-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { BrandSign } from './brand-sign';
import { TradeLimitGate } from './trade-limit-gate';

function usage(overrides: Partial<UsageLimits> = {}): UsageLimits {
  return {
    currentUserCopyCount: 1,
    userCopyLimit: 3,
    currentUserTradeCount: 12,
    userTradeLimit: 12,
    monthStart: Date.UTC(2026, 10, 1),
    masterNumber: 0,
    masterMaxNumber: 10,
    copyNumber: 1,
    copyMaxNumber: 10,
    version: 0,
    freeUpgradeFlag: false,
    ...overrides,
  };
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('the trade-count dialog (userTradeLimit)', () => {
  it('opens on a copy page when the user reached his monthly limit, with the site QR code', async () => {
    signIn();
    mockFetch({ '/community/api/queryUsageLimits': { body: envelope([usage()]) } });
    renderWithApp(<TradeLimitGate />, { site: { weixinQcodeCustService: '/uploads/site/demo/qr.png' } });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(zh.limitDialogs.tradeLimitTitle);
    expect(dialog).toHaveTextContent(fill(zh.limitDialogs.tradeLimitText, { count: 12, limit: 12 }));
    expect(screen.getByRole('img', { name: zh.limitDialogs.qrAlt })).toHaveAttribute(
      'src',
      '/uploads/site/demo/qr.png',
    );
    await userEvent.click(screen.getByRole('button', { name: zh.limitDialogs.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays closed under the limit, with no limit, and for a visitor', async () => {
    signIn();
    mockFetch({
      '/community/api/queryUsageLimits': { body: envelope([usage({ currentUserTradeCount: 11 })]) },
    });
    const under = renderWithApp(<TradeLimitGate />);
    await waitFor(() => expect(under.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    under.unmount();

    mockFetch({ '/community/api/queryUsageLimits': { body: envelope([usage({ userTradeLimit: -1 })]) } });
    const unlimited = renderWithApp(<TradeLimitGate />);
    await waitFor(() => expect(unlimited.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the brand sign of a standard site (version 0)', () => {
  it('opens the upgrade dialog, then the sign dialog with the benefits', async () => {
    renderWithApp(<BrandSign />, { site: { version: 0, freeUpgradeFlag: true, brandName: 'Acme FX' } });
    await userEvent.click(screen.getByRole('button', { name: zh.limitDialogs.brandSignLabel }));
    const upgrade = await screen.findByRole('dialog');
    expect(upgrade).toHaveTextContent(zh.limitDialogs.upgradeTitle);
    expect(upgrade).toHaveTextContent(fill(zh.limitDialogs.upgradeText, { brand: 'Acme FX' }));
    expect(upgrade).toHaveTextContent(zh.limitDialogs.upgradeFree);
    await userEvent.click(screen.getByRole('button', { name: zh.limitDialogs.upgradeAction }));
    const sign = await screen.findByText(zh.limitDialogs.signTitle);
    const dialog = sign.closest('[role="dialog"]') as HTMLElement;
    for (const benefit of Object.values(zh.limitDialogs.benefits)) expect(dialog).toHaveTextContent(benefit);
  });

  it('is not shown on a custom-branded site (version 1)', () => {
    renderWithApp(<BrandSign />, { site: { version: 1 } });
    expect(screen.queryByRole('button', { name: zh.limitDialogs.brandSignLabel })).toBeNull();
  });
});

describe('the two kinds of token', () => {
  it("sends the operator's token on the console's calls only, the user's on the site's", async () => {
    signIn();
    saveOperatorLogin({
      token: 'operator-token',
      tokenTime: Date.now() + 3_600_000,
      operator: { id: 1, email: 'ops@platform.test', name: 'Ops' },
    });
    const spy = mockFetch({
      '/operator/api/me': { body: envelope([{ id: 1, email: 'ops@platform.test', name: 'Ops' }]) },
      '/community/api/queryUsageLimits': { body: envelope([usage()]) },
    });
    await request('operatorMe');
    await request('queryUsageLimits');
    const auth = spy.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(auth).toEqual(['Bearer operator-token', 'Bearer tok']);
  });
});
