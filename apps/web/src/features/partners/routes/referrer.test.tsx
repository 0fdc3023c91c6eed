import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, envelope, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { application, inviteInfo, mockPartnerApi, NOW } from '../testing/partner-fixtures';
import { ReferrerRoute } from './referrer';

const renderReferrer = () => renderWithApp(<ReferrerRoute />, { path: '/personalCenter/7/referrer' });

describe('personalCenter/:id/referrer', () => {
  englishPageTest({ signedInAs: { id: 7 } });

  it('shows who invited me', async () => {
    mockPartnerApi({
      '/community/api/queryReferrer': { body: envelope([{ userId: 3, nickname: 'Paul', since: NOW }]) },
    });
    renderReferrer();
    expect(await screen.findByText('Paul')).toBeInTheDocument();
  });

  it('checks the application form with the shared rules and sends nothing bad', async () => {
    const user = userEvent.setup();
    const fetchSpy = mockPartnerApi({
      '/community/api/toBePartner': { body: envelope([application()]) },
    });
    renderReferrer();
    expect(await screen.findByText('You registered without an invitation.')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Real name'), 'L');
    await user.type(screen.getByLabelText('Contact'), '13');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please enter your real name (2 to 30 characters)')).toBeInTheDocument();
    expect(screen.getByText('Please enter a contact (3 to 60 characters)')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/toBePartner')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Real name'));
    await user.type(screen.getByLabelText('Real name'), 'Lena Wu');
    await user.clear(screen.getByLabelText('Contact'));
    await user.type(screen.getByLabelText('Contact'), 'lena@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/toBePartner')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/toBePartner')[0]![1])).toEqual({
      realName: 'Lena Wu',
      contact: 'lena@example.com',
      introduction: '',
    });
    expect(await screen.findByText('Your application is under review')).toBeInTheDocument();
  });

  it('shows a rejection with its reason, and the form to apply again', async () => {
    mockPartnerApi({
      '/community/api/queryPartnerApplication': {
        body: envelope([application({ state: 'rejected', reason: 'Tell us about your customers' })]),
      },
    });
    renderReferrer();
    expect(await screen.findByText('Your last application was rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Tell us about your customers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeInTheDocument();
  });

  it('a partner sees his level instead of the form', async () => {
    mockPartnerApi({
      '/community/api/queryInviteInfo': {
        body: envelope([inviteInfo({ partnerState: 'partner', levelName: 'Gold', rate: 30 })]),
      },
      '/community/api/queryPartnerApplication': { body: envelope([application({ state: 'passed' })]) },
    });
    renderReferrer();
    expect(await screen.findByText('You are a partner')).toBeInTheDocument();
    expect(screen.getByText(/Level Gold: you receive 30%/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
  });
});
