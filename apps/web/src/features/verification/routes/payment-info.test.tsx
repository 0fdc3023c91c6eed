import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { fileInputs, imageFile, paymentInfo, stubObjectUrls } from '../testing/verification-fixtures';
import { PaymentInfoRoute } from './payment-info';

const API = '/community/api';

const ROWS = [
  paymentInfo({ id: 1, method: 'alipay', uploadId: 41, accountName: 'Lena Park', state: 'passed' }),
  paymentInfo({
    id: 2,
    method: 'bank',
    uploadId: null,
    accountName: 'Lena Park',
    bankName: 'Bank of Lisbon',
    accountNo: '**** **** **** 1111',
    state: 'rejected',
    reason: '持卡人与实名不一致',
  }),
  paymentInfo({
    id: 3,
    method: 'usdt',
    uploadId: null,
    accountName: '',
    accountNo: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    state: 'pending',
  }),
];

function mockApi(extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [`${API}/queryPaymentInfo`]: { body: envelope(ROWS) },
    [`${API}/uploadFile`]: { body: {} },
    ...extra,
  });
}

describe('personalCenter/:id/setting/payV', () => {
  beforeEach(() => {
    stubObjectUrls();
    signIn({ id: 7 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four methods with their review state and the reviewer reason', async () => {
    mockApi();
    renderWithApp(<PaymentInfoRoute />);
    const alipay = await screen.findByRole('region', { name: '支付宝' });
    expect(within(alipay).getByText('已通过')).toBeInTheDocument();
    expect(within(alipay).getByText('Lena Park')).toBeInTheDocument();
    const wechat = screen.getByRole('region', { name: '微信' });
    expect(within(wechat).getByText('未提交')).toBeInTheDocument();
    expect(within(wechat).getByText('尚未绑定微信收款码')).toBeInTheDocument();
    const bank = screen.getByRole('region', { name: '银行卡' });
    expect(within(bank).getByText('未通过')).toBeInTheDocument();
    expect(within(bank).getByText('未通过原因：持卡人与实名不一致')).toBeInTheDocument();
    expect(within(bank).getByText('**** **** **** 1111')).toBeInTheDocument();
    const usdt = screen.getByRole('region', { name: 'USDT (TRC20)' });
    expect(within(usdt).getByText('审核中')).toBeInTheDocument();
  });

  it('adds a WeChat code: the image and the payee are required, then it is uploaded and sent for review', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const spy = mockApi({
      [`${API}/base64Pic`]: { body: envelope([{ uploadId: 77, mime: 'image/png', size: 1024 }]) },
      [`${API}/savePaymentInfo`]: {
        body: envelope([paymentInfo({ id: 4, method: 'wechat', uploadId: 77, state: 'pending' })]),
      },
    });
    renderWithApp(<PaymentInfoRoute />);
    await user.click(await screen.findByRole('button', { name: '添加 微信' }));
    const dialog = await screen.findByRole('dialog', { name: '微信收款信息' });
    await user.click(within(dialog).getByRole('button', { name: '保存并提交审核' }));
    expect(await within(dialog).findByText('请上传收款码')).toBeInTheDocument();
    // The form checks its fields one by one: the second field's message may come a render later.
    expect(await within(dialog).findByText('请输入收款人姓名')).toBeInTheDocument();
    expect(callsTo(spy, `${API}/savePaymentInfo`)).toHaveLength(0);

    await user.upload(fileInputs(dialog)[0]!, imageFile('wechat.png'));
    await user.type(within(dialog).getByLabelText('收款人姓名'), 'Lena Park');
    await user.click(within(dialog).getByRole('button', { name: '保存并提交审核' }));
    await waitFor(() => expect(callsTo(spy, `${API}/savePaymentInfo`)).toHaveLength(1));
    expect(sentBody(callsTo(spy, `${API}/base64Pic`)[0]![1])).toMatchObject({ purpose: 'paymentCode' });
    expect(sentBody(callsTo(spy, `${API}/savePaymentInfo`)[0]![1])).toEqual({
      method: 'wechat',
      accountName: 'Lena Park',
      uploadId: 77,
    });
  });

  it('checks a bank card with Luhn before sending it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const spy = mockApi({
      [`${API}/savePaymentInfo`]: { body: envelope([ROWS[1]!]) },
    });
    renderWithApp(<PaymentInfoRoute />);
    await user.click(await screen.findByRole('button', { name: '修改 银行卡' }));
    const dialog = await screen.findByRole('dialog', { name: '银行卡收款信息' });
    await user.type(within(dialog).getByLabelText('持卡人姓名'), 'Lena Park');
    await user.type(within(dialog).getByLabelText('开户银行'), 'Bank of Lisbon');
    await user.type(within(dialog).getByLabelText('银行卡号'), '4111 1111 1111 1112');
    await user.click(within(dialog).getByRole('button', { name: '保存并提交审核' }));
    expect(await within(dialog).findByText('请输入正确的银行卡号')).toBeInTheDocument();
    expect(callsTo(spy, `${API}/savePaymentInfo`)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('银行卡号'));
    await user.type(within(dialog).getByLabelText('银行卡号'), '4111 1111 1111 1111');
    await user.click(within(dialog).getByRole('button', { name: '保存并提交审核' }));
    await waitFor(() => expect(callsTo(spy, `${API}/savePaymentInfo`)).toHaveLength(1));
    expect(sentBody(callsTo(spy, `${API}/savePaymentInfo`)[0]![1])).toEqual({
      method: 'bank',
      accountName: 'Lena Park',
      bankName: 'Bank of Lisbon',
      accountNo: '4111 1111 1111 1111',
    });
  });

  it('deletes a method after a confirmation', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const spy = mockApi({ [`${API}/deletePaymentInfo`]: { body: envelope([{ method: 'usdt' }]) } });
    renderWithApp(<PaymentInfoRoute />);
    await user.click(await screen.findByRole('button', { name: '删除 USDT (TRC20)' }));
    const confirm = await screen.findByRole('dialog', { name: '删除USDT (TRC20)收款信息？' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(callsTo(spy, `${API}/deletePaymentInfo`)).toHaveLength(1));
    expect(sentBody(callsTo(spy, `${API}/deletePaymentInfo`)[0]![1])).toEqual({ method: 'usdt' });
  });
});
