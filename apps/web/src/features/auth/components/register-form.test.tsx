import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentLocale } from '@/i18n/locale';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { RegisterForm } from './register-form';

async function locale(value: 'zh_CN' | 'en_US') {
  setCurrentLocale(value);
  await act(() => i18next.changeLanguage(value));
}

function mockAuthApi(available = true) {
  return mockFetch({
    '/community/front/checkusername': { body: envelope([{ available }]) },
    '/community/front/sendVercodeOrMailcode': { body: envelope([{ expiresIn: 600, resendIn: 60 }]) },
    '/community/front/reg': { body: envelope([{ userId: 12 }]) },
  });
}

const calls = callsTo;

describe('RegisterForm', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await locale('zh_CN');
  });

  it('keeps the submit button disabled until the agreement is ticked', async () => {
    const user = userEvent.setup();
    mockAuthApi();
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    const submit = screen.getByRole('button', { name: '注册' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
  });

  it('shows the shared validators’ messages in zh_CN', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockAuthApi();
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(screen.getAllByText('请输入密码')).toHaveLength(2);

    await user.type(screen.getByLabelText('邮箱'), 'not-an-email');
    await user.type(screen.getByLabelText('密码'), 'abc');
    await user.type(screen.getByLabelText('确认密码'), 'abd');
    await user.tab();
    await user.click(screen.getByRole('button', { name: '注册' }));
    // The confirmation's message was already shown when the field lost focus: the submit validates again
    // and antd draws the messages anew, so a node found before that may be gone. Look each time.
    await waitFor(() => {
      expect(screen.getByText('请输入正确的邮箱')).toBeInTheDocument();
      expect(screen.getByText('密码须为6-20位，且包含大写字母、小写字母和数字')).toBeInTheDocument();
      expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    });
    expect(calls(fetchSpy, '/community/front/reg')).toHaveLength(0);
  });

  it('shows the same rules in en_US', async () => {
    await locale('en_US');
    const user = userEvent.setup();
    mockAuthApi();
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />, { site: { verifyMethod: 2 } });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter your phone number')).toBeInTheDocument();
    expect(await screen.findByText('Please enter the verification code')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.type(screen.getByLabelText('Password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    // As in zh_CN: leaving a field and the submit both validate, so look for the messages each time.
    await waitFor(() => {
      expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Must contain a combination of uppercase and lowercase letters and numbers and must be between 6-20 in length',
        ),
      ).toBeInTheDocument();
    });
  });

  it('says when the username is taken, on leaving the field', async () => {
    const user = userEvent.setup();
    mockAuthApi(false);
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await user.type(screen.getByLabelText('邮箱'), 'taken@example.com');
    await user.tab();
    expect(await screen.findByText('用户名已存在')).toBeInTheDocument();
  });

  it('validates the username before sending a code, then counts down from resendIn', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockAuthApi();
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();
    expect(calls(fetchSpy, '/community/front/sendVercodeOrMailcode')).toHaveLength(0);

    await user.type(screen.getByLabelText('邮箱'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    const [sendUrl] = calls(fetchSpy, '/community/front/sendVercodeOrMailcode')[0]!;
    expect(sendUrl).toContain('userName=new%40example.com');
    expect(sendUrl).toContain('type=register');
  });

  it('sends the registration and puts the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockFetch({
      '/community/front/checkusername': { body: envelope([{ available: true }]) },
      '/community/front/reg': {
        status: 400,
        body: envelope([{ field: 'code', message: '验证码错误' }], 40000, '提交的信息有误，请检查后重试'),
      },
    });
    const onRegistered = vi.fn();
    renderWithApp(<RegisterForm onRegistered={onRegistered} inviteCode="INV42" />);
    await user.type(screen.getByLabelText('邮箱'), 'new@example.com');
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.type(screen.getByLabelText('密码'), 'Secret123');
    await user.type(screen.getByLabelText('确认密码'), 'Secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    const [, init] = callsTo(fetchSpy, '/community/front/reg')[0]!;
    expect(sentBody(init)).toEqual({
      userName: 'new@example.com',
      code: '123456',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      inviteCode: 'INV42',
    });
    await waitFor(() => expect(onRegistered).not.toHaveBeenCalled());
  });

  it('offers phone and email when the site accepts both', async () => {
    const user = userEvent.setup();
    mockAuthApi();
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />, { site: { verifyMethod: 0 } });
    expect(screen.getByPlaceholderText('请输入手机号')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /邮箱/ }).closest('label')!);
    expect(await screen.findByPlaceholderText('请输入邮箱地址')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入手机号')).not.toBeInTheDocument();
  });
});
