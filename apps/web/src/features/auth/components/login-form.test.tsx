import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { callsTo, envelope, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithApp } from '@/testing/render';
import { LoginForm } from './login-form';

const cust = { id: 9, userType: 1, nickName: 'Zoe', portraitImg: '', email: 'zoe@example.com', phone: '' };

function mockLogin() {
  return mockFetch({
    '/community/front/login': { body: envelope([{ token: 'tok', tokenTime: Date.now() + 3_600_000, cust }]) },
    '/community/api/selectCommunityUserInfo': { body: envelope([cust]) },
  });
}

const loginCalls = (spy: ReturnType<typeof mockLogin>) => callsTo(spy, '/community/front/login');

describe('LoginForm (spec 5, Login form)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('Enter in the password field submits when both fields are filled, and stores the session', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockLogin();
    const onSuccess = vi.fn();
    renderWithApp(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('账号'), ' zoe@example.com ');
    await user.type(screen.getByLabelText('密码'), 'Secret123{Enter}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(loginCalls(fetchSpy)).toHaveLength(1);
    expect(sentBody(loginCalls(fetchSpy)[0]![1])).toEqual({
      userName: 'zoe@example.com',
      password: 'Secret123',
    });
    expect(getSession().token).toBe('tok');
  });

  it('is not sent when the password is empty', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockLogin();
    renderWithApp(<LoginForm />);
    await user.type(screen.getByLabelText('账号'), 'zoe@example.com{Enter}');
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(loginCalls(fetchSpy)).toHaveLength(0);
  });

  it('is not sent when the username is empty or blank', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockLogin();
    renderWithApp(<LoginForm />);
    await user.type(screen.getByLabelText('账号'), '   ');
    await user.type(screen.getByLabelText('密码'), 'Secret123{Enter}');
    expect(await screen.findByText('请输入邮箱')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(loginCalls(fetchSpy)).toHaveLength(0);
  });

  it('asks for a phone number or email by the site verify method', () => {
    mockLogin();
    renderWithApp(<LoginForm />, { site: { verifyMethod: 0 } });
    expect(screen.getByLabelText('账号')).toHaveAttribute('placeholder', '请输入手机号或邮箱');
  });

  it('links to register and to forgot password', () => {
    mockLogin();
    renderWithApp(<LoginForm />);
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/reg/register');
    expect(screen.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/forgertPassword');
  });

  it('shows a wrong password from the server and keeps the visitor signed out', async () => {
    const user = userEvent.setup();
    mockFetch({ '/community/front/login': { status: 400, body: envelope([], 20002, '用户名或密码错误') } });
    const onSuccess = vi.fn();
    renderWithApp(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('账号'), 'zoe@example.com');
    await user.type(screen.getByLabelText('密码'), 'nope{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '登录' })).not.toHaveClass('ant-btn-loading'),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getSession().token).toBeNull();
  });
});
