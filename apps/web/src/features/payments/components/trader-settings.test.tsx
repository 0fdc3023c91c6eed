import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { stubObjectUrls } from '../testing/payment-fixtures';
import { TraderSettings } from './trader-settings';

const API = '/community/api';

const info = (method: string, state: string, reason = '') => ({
  id: method.length,
  method,
  uploadId: 40 + method.length,
  accountName: 'Lena Park',
  accountNo: '',
  bankName: '',
  state,
  reason,
  updatedAt: Date.UTC(2026, 10, 20),
  reviewedAt: null,
});

describe('the payments settings tab: payment codes as payers see them', () => {
  beforeEach(() => {
    stubObjectUrls();
    signIn({ id: 7, userType: 3 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each QR code’s review state and leads to the payment-information settings', async () => {
    mockFetch({
      [`${API}/selectCommunityUserInfo`]: { body: envelope([]) },
      [`${API}/queryPaymentInfo`]: {
        body: envelope([info('alipay', 'passed'), info('wechat', 'rejected', '二维码无法识别')]),
      },
      [`${API}/queryCoupons`]: { body: envelope([]) },
      [`${API}/queryTradeAccListWithToken`]: { body: envelope([]) },
      [`${API}/uploadFile`]: { body: {} },
    });
    renderWithApp(<TraderSettings />);
    const alipay = await screen.findByRole('region', { name: '支付宝' });
    expect(within(alipay).getByText('已通过')).toBeInTheDocument();
    expect(within(alipay).getByText('已通过审核，跟单者付款时可见')).toBeInTheDocument();
    const wechat = screen.getByRole('region', { name: '微信' });
    expect(within(wechat).getByText('未通过')).toBeInTheDocument();
    expect(within(wechat).getByText('未通过原因：二维码无法识别')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /管理收款信息/ })).toHaveAttribute(
      'href',
      '/personalCenter/7/setting/payV',
    );
  });
});
