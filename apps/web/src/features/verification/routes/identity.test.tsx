import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import {
  fileInputs,
  ID_CARD,
  identityInfo,
  imageFile,
  stubObjectUrls,
} from '../testing/verification-fixtures';
import { IdentityRoute } from './identity';

const API = '/community/api';

function form() {
  return screen.findByRole('region', { name: '提交认证资料' });
}

describe('personalCenter/:id/setting/infoV', () => {
  beforeEach(() => {
    stubObjectUrls();
    signIn({ id: 7 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the form in the browser (checksum included) and sends nothing wrong', async () => {
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    const spy = mockFetch({ [`${API}/srCommunityIdInfo`]: { body: envelope([identityInfo()]) } });
    renderWithApp(<IdentityRoute />);
    expect(await screen.findByText('您尚未进行实名认证')).toBeInTheDocument();
    const section = await form();
    await user.click(within(section).getByRole('button', { name: /提交审核/ }));
    expect(await within(section).findByText('请输入姓名')).toBeInTheDocument();
    expect(await within(section).findByText('请上传证件正面照片')).toBeInTheDocument();
    expect(await within(section).findByText('请上传证件背面照片')).toBeInTheDocument();

    await user.type(within(section).getByLabelText('真实姓名'), 'Lena Park');
    // One digit changed: the check character no longer matches.
    await user.type(within(section).getByLabelText('证件号码'), `${ID_CARD.slice(0, 16)}91`);
    expect(await within(section).findByText('请输入正确的18位居民身份证号码')).toBeInTheDocument();
    // A script is refused before it is sent.
    await user.upload(fileInputs(section)[0]!, imageFile('run.sh', 10, 'text/x-sh'));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent('只能上传'));
    await user.click(within(section).getByRole('button', { name: /提交审核/ }));
    await waitFor(() =>
      expect(within(section).getByText('请输入正确的18位居民身份证号码')).toBeInTheDocument(),
    );
    expect(callsTo(spy, `${API}/base64Pic`)).toHaveLength(0);
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('uploads both photos and submits; the page then shows the pending state with the masked number', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    let uploads = 0;
    const pending = identityInfo({
      state: 'pending',
      canSubmit: false,
      realName: 'Lena Park',
      idType: 1,
      idNumber: '110***********1233',
      frontImage: 501,
      backImage: 502,
      submittedAt: Date.UTC(2026, 10, 21, 8),
    });
    let submitted = false;
    const spy = mockFetch({
      [`${API}/srCommunityIdInfo`]: (_url, init) => {
        if (init.method === 'POST') submitted = true;
        return { body: envelope([submitted ? pending : identityInfo()]) };
      },
      [`${API}/base64Pic`]: () => {
        uploads += 1;
        return { body: envelope([{ uploadId: 500 + uploads, mime: 'image/png', size: 1024 }]) };
      },
    });

    renderWithApp(<IdentityRoute />);
    const section = await form();
    await user.type(within(section).getByLabelText('真实姓名'), 'Lena Park');
    await user.type(within(section).getByLabelText('证件号码'), ID_CARD);
    const [front, back] = fileInputs(section);
    await user.upload(front!, imageFile('front.png'));
    await user.upload(back!, imageFile('back.png'));
    await user.click(within(section).getByRole('button', { name: /提交审核/ }));

    await waitFor(() =>
      expect(callsTo(spy, `${API}/srCommunityIdInfo`).some(([, i]) => i?.method === 'POST')).toBe(true),
    );
    const [, init] = callsTo(spy, `${API}/srCommunityIdInfo`).find(([, i]) => i?.method === 'POST')!;
    expect(sentBody(init)).toEqual({
      realName: 'Lena Park',
      idType: 1,
      idNumber: ID_CARD,
      frontImage: 501,
      backImage: 502,
    });
    expect(
      callsTo(spy, `${API}/base64Pic`).map(([, i]) => (sentBody(i) as { purpose: string }).purpose),
    ).toEqual(['identity', 'identity']);
    expect(await screen.findByText('实名认证审核中')).toBeInTheDocument();
    expect(screen.getByText('110***********1233')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '提交认证资料' })).not.toBeInTheDocument();
  });

  it('shows the reviewer reason of a rejection, and the form again', async () => {
    mockFetch({
      [`${API}/srCommunityIdInfo`]: {
        body: envelope([
          identityInfo({
            state: 'rejected',
            reason: '证件照片模糊',
            realName: 'Lena Park',
            idType: 2,
            idNumber: 'E******78',
            frontImage: 501,
            submittedAt: Date.UTC(2026, 10, 20, 8),
          }),
        ]),
      },
    });
    renderWithApp(<IdentityRoute />);
    expect(await screen.findByText('实名认证未通过')).toBeInTheDocument();
    expect(screen.getByText('原因：证件照片模糊。请修改后重新提交。')).toBeInTheDocument();
    const section = await form();
    expect(within(section).getByLabelText('真实姓名')).toHaveValue('Lena Park');
    expect(within(section).getByText('证件背面（选填）')).toBeInTheDocument();
  });

  it('follows the site rule for Chinese names', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    mockFetch({
      [`${API}/srCommunityIdInfo`]: { body: envelope([identityInfo({ chineseNameOnly: true })]) },
    });
    renderWithApp(<IdentityRoute />);
    const section = await form();
    await user.type(within(section).getByLabelText('真实姓名'), 'Lena');
    expect(await within(section).findByText('姓名只能为中文')).toBeInTheDocument();
  });

  it('puts a server refusal of a field under that field', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    mockFetch({
      [`${API}/srCommunityIdInfo`]: (_url, init) =>
        init.method === 'POST'
          ? {
              status: 400,
              body: envelope(
                [{ field: 'idNumber', message: '证件号码已被占用（服务器）' }],
                40000,
                '提交的信息有误',
              ),
            }
          : { body: envelope([identityInfo()]) },
      [`${API}/base64Pic`]: { body: envelope([{ uploadId: 9, mime: 'image/png', size: 1 }]) },
    });
    renderWithApp(<IdentityRoute />);
    const section = await form();
    await user.type(within(section).getByLabelText('真实姓名'), 'Lena Park');
    await user.type(within(section).getByLabelText('证件号码'), ID_CARD);
    const [front, back] = fileInputs(section);
    await user.upload(front!, imageFile('front.png'));
    await user.upload(back!, imageFile('back.png'));
    await user.click(within(section).getByRole('button', { name: /提交审核/ }));
    expect(await within(section).findByText('证件号码已被占用（服务器）')).toBeInTheDocument();
  });
});
