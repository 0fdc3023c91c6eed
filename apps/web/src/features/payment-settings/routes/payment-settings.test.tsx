import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody, type MockAnswer } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { PaymentSettingsRoute } from './payment-settings';

/** A valid TRC20 address (the checksum holds). */
const ADDRESS = 'TRwi44pdf87z4oxdPDz55vLuacS3xTTAPh';

function mockSettings(options: { settings?: Record<string, unknown>; save?: MockAnswer } = {}) {
  return mockFetch({
    '/community/api/selectCommunityUserInfo': { body: envelope([]) },
    '/community/api/adminQuerySitePaymentSettings': {
      body: envelope([{ usdtCnyRate: null, usdtTrc20Address: '', ...options.settings }]),
    },
    '/community/api/adminUpdateSitePaymentSettings':
      options.save ?? ((_url, init) => ({ body: envelope([saved(init)]) })),
  });
}

/** What the server answers to a valid save: the rate as display text. */
function saved(init: RequestInit) {
  const body = sentBody(init) as { usdtCnyRate: string; usdtTrc20Address: string };
  return {
    usdtCnyRate: body.usdtCnyRate === '' ? null : body.usdtCnyRate,
    usdtTrc20Address: body.usdtTrc20Address,
  };
}

describe('personalCenter/:id/paymentSettings (site admin)', () => {
  englishPageTest();

  it('is closed to anyone but the site admin, without asking the server', async () => {
    signIn({ isAdmin: false });
    const spy = mockSettings();
    renderWithApp(<PaymentSettingsRoute />);
    expect(await screen.findByText('Only the site admin can open this page')).toBeInTheDocument();
    expect(callsTo(spy, '/community/api/adminQuerySitePaymentSettings')).toHaveLength(0);
  });

  it('sets the address and the rate, previewing the QR code and a CNY example', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    const spy = mockSettings();
    renderWithApp(<PaymentSettingsRoute />);
    const address = await screen.findByLabelText('TRC20 address');
    expect(screen.getByText('Enter a valid address to preview the QR code users see.')).toBeInTheDocument();
    await user.type(address, ADDRESS);
    expect(await screen.findByTestId('trc20-address')).toHaveTextContent(ADDRESS);
    await user.type(screen.getByLabelText('CNY per 1 USDT'), '7.2');
    expect(await screen.findByText('Example: 29.00 USDT ≈ ¥208.80')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo(spy, '/community/api/adminUpdateSitePaymentSettings')).toHaveLength(1),
    );
    expect(sentBody(callsTo(spy, '/community/api/adminUpdateSitePaymentSettings')[0]![1])).toEqual({
      usdtTrc20Address: ADDRESS,
      usdtCnyRate: '7.2',
    });
    expect(await screen.findByText('Payment settings saved')).toBeInTheDocument();
  });

  it('refuses a malformed address and rate in the browser, sending nothing', async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    const spy = mockSettings({ settings: { usdtCnyRate: '7.20', usdtTrc20Address: ADDRESS } });
    renderWithApp(<PaymentSettingsRoute />);
    const address = await screen.findByLabelText('TRC20 address');
    expect(address).toHaveValue(ADDRESS);
    expect(screen.getByLabelText('CNY per 1 USDT')).toHaveValue('7.20');
    await user.clear(address);
    await user.type(address, 'T123');
    const rate = screen.getByLabelText('CNY per 1 USDT');
    await user.clear(rate);
    await user.type(rate, '7.12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid TRC20 USDT address')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid rate, such as 7.20 (at most 4 decimals)'),
    ).toBeInTheDocument();
    expect(callsTo(spy, '/community/api/adminUpdateSitePaymentSettings')).toHaveLength(0);
  });

  it("puts the server's field error under its field (an address whose checksum fails)", async () => {
    const user = userEvent.setup();
    signIn({ isAdmin: true });
    mockSettings({
      save: {
        status: 400,
        body: envelope(
          [{ field: 'usdtTrc20Address', message: 'Please enter a valid TRC20 USDT address' }],
          40000,
          'Invalid input',
        ),
      },
    });
    renderWithApp(<PaymentSettingsRoute />);
    await user.type(await screen.findByLabelText('TRC20 address'), `${ADDRESS.slice(0, -1)}u`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByLabelText('TRC20 address').closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Please enter a valid TRC20 USDT address')).toBeInTheDocument();
  });
});
