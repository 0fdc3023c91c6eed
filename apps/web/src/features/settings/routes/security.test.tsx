import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { API, mockSettingsApi, selfUser } from '../testing/settings-fixtures';
import { SecurityRoute } from './security';

const renderSecurity = () =>
  renderWithApp(<SecurityRoute />, { path: '/personalCenter/7/setting/securityV' });

describe('personalCenter/:id/setting/securityV', () => {
  englishPageTest({ signedInAs: { id: 7 } });

  it('shows the bound email masked, the phone not bound, and the signed-in devices', async () => {
    mockSettingsApi();
    renderSecurity();
    expect(await screen.findByTestId('email-value')).toHaveTextContent('l***a@example.com');
    expect(screen.getByTestId('phone-value')).toHaveTextContent('Not bound');
    expect(screen.getByRole('button', { name: 'Change Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bind Phone' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Logged-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome · Windows');
    expect(items[0]).toHaveTextContent('This device');
    expect(items[0]).toHaveTextContent('203.0.113.5');
    expect(items[1]).toHaveTextContent('Safari · iOS');
    expect(items[1]).not.toHaveTextContent('This device');
  });

  it('changes the password with the shared rules, and puts a wrong current password under its field', async () => {
    const user = userEvent.setup();
    let answer = 0;
    const fetchSpy = mockSettingsApi({
      [`${API}/updatePassword`]: () =>
        (answer += 1) === 1
          ? { status: 400, body: envelope([], 32008, 'The current password is not correct') }
          : { body: envelope([{ revokedSessions: 1 }]) },
    });
    renderSecurity();
    const form = await screen.findByRole('form', { name: 'Login password' });
    await user.type(within(form).getByLabelText('Current password'), 'Passw0rd');
    await user.type(within(form).getByLabelText('New password'), 'abcdef');
    await user.type(within(form).getByLabelText('Confirm new password'), 'abcdeg');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(
      await within(form).findByText(
        'Must contain a combination of uppercase and lowercase letters and numbers and must be between 6-20 in length',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('The two passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchSpy, `${API}/updatePassword`)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('New password'));
    await user.type(within(form).getByLabelText('New password'), 'N3wSecret');
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await user.type(within(form).getByLabelText('Confirm new password'), 'N3wSecret');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is not correct')).toBeInTheDocument();
    expect(sentBody(callsTo(fetchSpy, `${API}/updatePassword`)[0]![1])).toEqual({
      oldPassword: 'Passw0rd',
      password: 'N3wSecret',
      confirmPassword: 'N3wSecret',
    });

    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed; 1 other device was logged out')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveValue(''));
    // The sessions list is read again.
    await waitFor(() => expect(callsTo(fetchSpy, `${API}/querySessions`).length).toBeGreaterThan(1));
  });

  it('binds a phone: the code button counts down from 60 s, then the new number is shown masked', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockSettingsApi({
      [`${API}/sendPhoneCode`]: { body: envelope([{ expiresIn: 600, resendIn: 60 }]) },
      [`${API}/updatephone`]: { body: envelope([selfUser({ phone: '13812345678' })]) },
    });
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Bind Phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind a phone number' });
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please enter your phone number')).toBeInTheDocument();
    expect(callsTo(fetchSpy, `${API}/sendPhoneCode`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('New phone number'), '13812345678');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const countdown = await within(dialog).findByRole('button', { name: /Resend in (60|59) s/ });
    expect(countdown).toBeDisabled();
    expect(callsTo(fetchSpy, `${API}/sendPhoneCode`)[0]![0]).toContain('phone=13812345678');
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: /Resend in 5[0-8] s/ })).toBeDisabled(),
      {
        timeout: 3500,
      },
    );

    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.type(within(dialog).getByLabelText('Current password'), 'Passw0rd');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsTo(fetchSpy, `${API}/updatephone`)).toHaveLength(1));
    const url = new URL(callsTo(fetchSpy, `${API}/updatephone`)[0]![0], 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      phone: '13812345678',
      code: '123456',
      password: 'Passw0rd',
    });
    expect(await screen.findByText('Phone number updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('phone-value')).toHaveTextContent('138****5678'));
  });

  it('puts the refusals of a new email under their fields', async () => {
    const user = userEvent.setup();
    mockSettingsApi({
      [`${API}/sendEmailCode`]: {
        status: 409,
        body: envelope([], 32011, 'This email address is already used by another account on this site'),
      },
      [`${API}/modifyemail`]: {
        status: 400,
        body: envelope([], 20003, 'The verification code is wrong'),
      },
    });
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: 'Change Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change email' });
    await user.type(within(dialog).getByLabelText('New email'), 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(
      await within(dialog).findByText('This email address is already used by another account on this site'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeEnabled();

    await user.type(within(dialog).getByLabelText('Verification code'), '654321');
    await user.type(within(dialog).getByLabelText('Current password'), 'Passw0rd');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The verification code is wrong')).toBeInTheDocument();
  });
});
