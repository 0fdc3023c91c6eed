import type { PaymentDetail, PaymentRow } from '@copytrade/contracts/payments';
import { vi } from 'vitest';
import { envelope, mockFetch, type MockAnswer, type MockRoute } from '@/testing/fetch-mock';

export const NOW = Date.UTC(2026, 10, 21, 12);
const API = '/community/api';

/** Payment 5: follower Lin (7) owes trader Chen (3) 50.00 USDT for 30 days of account 880123. */
export function paymentRow(overrides: Partial<PaymentRow> = {}): PaymentRow {
  return {
    id: 5,
    subscriptionId: 41,
    serialNo: 'S000041',
    masterAccountId: 12,
    masterLogin: '880123',
    masterName: 'Chen Trader',
    payerId: 7,
    traderId: 3,
    payerNickname: 'Lin Follower',
    traderNickname: 'Chen Trader',
    price: '50.00',
    amount: '50.00',
    method: null,
    status: 'toBePaid',
    validityDays: 30,
    couponCode: null,
    refuseReason: null,
    refuseNote: '',
    complaintReason: '',
    voucherIds: [],
    complaintIds: [],
    createdAt: NOW - 3_600_000,
    confirmedAt: null,
    updatedAt: NOW - 3_600_000,
    ...overrides,
  };
}

export function paymentDetail(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  return {
    payment: paymentRow(),
    codes: [
      { method: 'alipay', uploadId: 91, accountName: 'Chen Z.' },
      { method: 'wechat', uploadId: 92, accountName: '' },
    ],
    tokenAvailable: true,
    walletAvailable: '120.00',
    ...overrides,
  };
}

/** jsdom has no object URLs; the images get stand-ins. */
export function stubObjectUrls() {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:test/${++next}`),
      revokeObjectURL: vi.fn(),
    }),
  );
}

export function mockPaymentsApi(overrides: Record<string, MockRoute | MockAnswer> = {}) {
  return mockFetch({
    [`${API}/selectCommunityUserInfo`]: { body: envelope([]) },
    [`${API}/queryPaymentDetail`]: { body: envelope([paymentDetail()]) },
    [`${API}/uploadFile`]: { raw: 'PNG' },
    [`${API}/querySubscriptionPayments`]: { body: envelope([], 10000, 'ok', 0) },
    // The site's CNY rate (the admin's payment settings): Alipay and WeChat show the amount in CNY.
    '/community/front/getSiteOtherInfo': {
      body: envelope([
        {
          siteSubPrice: '0.00',
          openSettlement: true,
          openWallet: true,
          proportion: '0.2000',
          margin: '0.00',
          usdtCnyRate: '7.20',
          usdtTrc20Address: '',
        },
      ]),
    },
    ...overrides,
  });
}

export function imageFile(name: string, bytes = 1024, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}
