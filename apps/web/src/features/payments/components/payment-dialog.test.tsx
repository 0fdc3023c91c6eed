import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, envelope, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { imageFile, mockPaymentsApi, paymentRow, stubObjectUrls } from '../testing/payment-fixtures';
import { PaymentDialog } from './payment-dialog';

function renderDialog() {
  return renderWithApp(<PaymentDialog paymentId={5} onClose={() => undefined} />, {
    path: '/personalCenter/7/paymentFlow',
  });
}

function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('PaymentDialog', () => {
  englishPageTest({ signedInAs: { id: 7 } });
  beforeEach(() => stubObjectUrls());

  it('shows the payment and the trader QR code of the chosen method, or the wallet for token', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fetchSpy = mockPaymentsApi();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pay the subscription fee' });
    expect(await within(dialog).findByText('Chen Trader')).toBeInTheDocument();
    expect(within(dialog).getByText('#880123')).toBeInTheDocument();
    expect(within(dialog).getByText('30 days')).toBeInTheDocument();
    expect(within(dialog).getByText('To be paid')).toBeInTheDocument();
    expect(within(dialog).getByText('Scan with Alipay to pay')).toBeInTheDocument();
    // The price with its term, and for Alipay / WeChat the amount in CNY at the site's rate.
    expect(within(dialog).getByText('50.00 USDT / 30 days')).toBeInTheDocument();
    expect(await within(dialog).findByText('≈ ¥360.00 (rate 7.20)')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/^Pay ¥360\.00 \(50\.00 USDT at 7\.20 CNY per USDT\)/),
    ).toBeInTheDocument();
    expect(await within(dialog).findByAltText('Alipay payment code of the trader')).toBeInTheDocument();
    const imageCall = callsTo(fetchSpy, '/community/api/uploadFile')[0]!;
    expect(imageCall[0]).toContain('id=91');
    expect(new Headers(imageCall[1]?.headers).get('Authorization')).toBe('Bearer tok');

    await user.click(within(dialog).getByRole('radio', { name: /WeChat Pay/ }));
    expect(within(dialog).getByText('Scan with WeChat Pay to pay')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Token/ }));
    expect(within(dialog).getByText('Wallet available')).toBeInTheDocument();
    expect(within(dialog).getByText('120.00 USDT')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Scan with/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/CNY per USDT|rate 7\.20/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });

  it('shows no CNY amount where the site admin set no rate', async () => {
    mockPaymentsApi({
      '/community/front/getSiteOtherInfo': {
        body: envelope([
          {
            siteSubPrice: '0.00',
            openSettlement: true,
            openWallet: true,
            proportion: '0.2000',
            margin: '0.00',
            usdtCnyRate: null,
            usdtTrc20Address: '',
          },
        ]),
      },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pay the subscription fee' });
    expect(await within(dialog).findByText('Scan with Alipay to pay')).toBeInTheDocument();
    expect(within(dialog).getByText('50.00 USDT / 30 days')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Pay 50\.00 USDT worth/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/CNY per USDT|≈ ¥/)).not.toBeInTheDocument();
  });

  it('refuses in the browser a file that is not an image, one over 2 MB and a 4th file', async () => {
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    const fetchSpy = mockPaymentsApi();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pay the subscription fee' });
    await within(dialog).findByText('Scan with Alipay to pay');
    // The picker renders a fresh input after each pick.
    const input = () => fileInput(dialog);

    await user.upload(input(), new File(['#!/bin/sh'], 'run.sh', { type: 'text/x-sh' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Only PNG, JPG, GIF or WebP images can be uploaded',
      ),
    );
    await user.upload(input(), imageFile('big.png', 2 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('other image cannot exceed 2MB'),
    );
    await user.upload(input(), [
      imageFile('1.png'),
      imageFile('2.png'),
      imageFile('3.png'),
      imageFile('4.png'),
    ]);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Limit upload selection to 3 files'),
    );
    expect(within(dialog).queryByText('1.png')).not.toBeInTheDocument();

    // Nothing chosen: no voucher is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Submit voucher' }));
    expect(await within(dialog).findByText('Please upload the payment voucher')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/base64Pic')).toHaveLength(0);
    expect(callsTo(fetchSpy, '/community/api/updateSubscriptionTrans')).toHaveLength(0);
  });

  it('sends a voucher: method, upload, voucher, then waits for the trader', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fetchSpy = mockPaymentsApi({
      '/community/api/updateSubscriptionTrans': { body: envelope([paymentRow({ method: 'alipay' })]) },
      '/community/api/base64Pic': { body: envelope([{ uploadId: 301, mime: 'image/png', size: 1024 }]) },
      '/community/api/uploadPaymentVoucher': {
        body: envelope([paymentRow({ method: 'alipay', status: 'toBeConfirmed', voucherIds: [301] })]),
      },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pay the subscription fee' });
    await within(dialog).findByText('Scan with Alipay to pay');
    await user.upload(fileInput(dialog), imageFile('receipt.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit voucher' }));
    expect(await within(dialog).findByText('Waiting for the trader to confirm')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchSpy, '/community/api/updateSubscriptionTrans')[0]![1])).toEqual({
      paymentId: 5,
      method: 'alipay',
    });
    const picture = sentBody(callsTo(fetchSpy, '/community/api/base64Pic')[0]![1]) as {
      purpose: string;
      image: string;
    };
    expect(picture.purpose).toBe('voucher');
    expect(picture.image).toMatch(/^data:image\/png;base64,/);
    expect(sentBody(callsTo(fetchSpy, '/community/api/uploadPaymentVoucher')[0]![1])).toEqual({
      paymentId: 5,
      uploadIds: [301],
    });
  });

  it('pays with token at once', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fetchSpy = mockPaymentsApi({
      '/community/api/updateSubscriptionTrans': {
        body: envelope([paymentRow({ method: 'token', status: 'confirmed', confirmedAt: Date.now() })]),
      },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pay the subscription fee' });
    await user.click(await within(dialog).findByRole('radio', { name: /Token/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await within(dialog).findByText('Paid: the subscription has started')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchSpy, '/community/api/updateSubscriptionTrans')[0]![1])).toEqual({
      paymentId: 5,
      method: 'token',
    });
  });

  it('shows the server refusal and a way to the wallet when the balance is short', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    mockPaymentsApi({
      '/community/api/updateSubscriptionTrans': {
        body: envelope([], 27001, 'Insufficient available balance in wallet'),
      },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pay the subscription fee' });
    await user.click(await within(dialog).findByRole('radio', { name: /Token/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await within(dialog).findByText('Insufficient available balance in wallet')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Recharge the wallet' })).toHaveAttribute(
      'href',
      '/personalCenter/7/tokenManage/rechargeRecord',
    );
    expect(within(dialog).getByText('To be paid')).toBeInTheDocument();
  });

  it('checks a coupon and shows the discounted amount', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const fetchSpy = mockPaymentsApi({
      '/community/front/checkCouponCode': {
        body: envelope([{ valid: true, percentOff: 50, price: '50.00', amount: '25.00' }]),
      },
    });
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Pay the subscription fee' });
    await user.type(await within(dialog).findByLabelText('Coupon code'), 'HALF50');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('50% off: you pay 25.00 USDT')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/front/checkCouponCode')[0]![0]).toContain('code=HALF50');
  });
});
