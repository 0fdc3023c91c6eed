import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { INVITE_LINK, mockPartnerApi } from '../testing/partner-fixtures';
import { InviteClientRoute, RebateRoute } from './invite';

function renderInvite(path: string) {
  return renderWithApp(null, {
    path,
    routes: [
      { path: '/personalCenter/:id/invite/inviteClient', element: <InviteClientRoute /> },
      { path: '/personalCenter/:id/invite/rebate', element: <RebateRoute /> },
    ],
    route: '/unused',
  });
}

describe('personalCenter/:id/invite', () => {
  englishPageTest({ signedInAs: { id: 7 } });

  it('shows the invite code and link, and copies each with its button', async () => {
    const user = userEvent.setup();
    mockPartnerApi();
    renderInvite('/personalCenter/7/invite/inviteClient');

    const link = await screen.findByText(INVITE_LINK);
    await user.click(within(link).getByRole('button'));
    expect(await navigator.clipboard.readText()).toBe(INVITE_LINK);

    const code = screen.getByText('TK7Q2MX');
    await user.click(within(code).getByRole('button'));
    expect(await navigator.clipboard.readText()).toBe('TK7Q2MX');

    const share = screen.getByText(/Join me on .* and copy top traders/);
    await user.click(within(share).getByRole('button'));
    expect(await navigator.clipboard.readText()).toContain(INVITE_LINK);

    expect(screen.getByText('2 registered')).toBeInTheDocument();
    expect(await screen.findByText('Cora')).toBeInTheDocument();
    expect(screen.getByText('Dave')).toBeInTheDocument();
  });

  it('the rebate tab shows the totals and each rebate with fee, rate and amount', async () => {
    mockPartnerApi();
    renderInvite('/personalCenter/7/invite/rebate');
    await waitFor(() => {
      const table = screen.getByRole('table', { name: 'Rebate records' });
      const row = within(table).getByText('Cora').closest('tr')!;
      expect(within(row).getByText('Subscription fee')).toBeInTheDocument();
      expect(within(row).getByText('100.00')).toBeInTheDocument();
      expect(within(row).getByText('30%')).toBeInTheDocument();
      expect(within(row).getByText('+6.00')).toBeInTheDocument();
    });
    expect(screen.getByText('Rebates earned (USDT)')).toBeInTheDocument();
  });
});
