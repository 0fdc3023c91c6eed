import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { callsTo, envelope, sentBody } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { mockPartnerApi, rebateLevel } from '../testing/partner-fixtures';
import { PartnerReviewRoute } from './partner-review';

const renderReview = () => renderWithApp(<PartnerReviewRoute />, { path: '/personalCenter/1/partnerReview' });

describe('personalCenter/:id/partnerReview', () => {
  englishPageTest();

  it('is closed to anyone but the site admin, without asking the server', async () => {
    signIn({ id: 2, isAdmin: false });
    const fetchSpy = mockPartnerApi();
    renderReview();
    expect(await screen.findByText('Only the site admin can open this page')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/adminQueryPartnerApplications')).toHaveLength(0);
    expect(callsTo(fetchSpy, '/community/api/queryUserLevels')).toHaveLength(0);
  });

  it('approves an application only with a level, and sends it', async () => {
    signIn({ id: 1, isAdmin: true });
    const user = userEvent.setup();
    const fetchSpy = mockPartnerApi({
      '/community/api/adminReviewPartner': { body: envelope([{ id: 5, state: 'passed' }]) },
    });
    renderReview();
    // The page settles once the signed-in user is read back; click the button it then shows.
    await screen.findByRole('button', { name: 'Approve #5' });
    await waitFor(() =>
      expect(callsTo(fetchSpy, '/community/api/selectCommunityUserInfo').length).toBeGreaterThan(0),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await user.click(screen.getByRole('button', { name: 'Approve #5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the application' });
    await user.click(within(dialog).getByRole('button', { name: /Approve/ }));
    expect(await within(dialog).findByText('Please choose a rebate level to approve')).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/adminReviewPartner')).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox'));
    await user.click(await screen.findByText('Gold · 30%'));
    await user.click(within(dialog).getByRole('button', { name: /Approve/ }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/adminReviewPartner')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/adminReviewPartner')[0]![1])).toEqual({
      id: 5,
      approve: true,
      levelId: 3,
    });
  });

  it('checks a level name within 10 characters and a whole rate 0-100 before saving', async () => {
    signIn({ id: 1, isAdmin: true });
    const user = userEvent.setup();
    const fetchSpy = mockPartnerApi({
      '/community/api/addUserLevel': { body: envelope([rebateLevel({ id: 4, name: '钻石', rate: 40 })]) },
    });
    renderReview();
    await user.click(await screen.findByRole('tab', { name: 'Rebate levels' }));
    await user.click(await screen.findByRole('button', { name: 'Add level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a rebate level' });
    await user.type(within(dialog).getByLabelText('Name'), '一二三四五六七八九十百');
    await user.type(within(dialog).getByLabelText('Rebate rate'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The level name is at most 10 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('The rebate rate is a whole number from 0 to 100')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Rebate rate'));
    await user.type(within(dialog).getByLabelText('Rebate rate'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByText('The rebate rate is a whole number from 0 to 100')).toBeInTheDocument(),
    );
    expect(callsTo(fetchSpy, '/community/api/addUserLevel')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), '钻石');
    await user.clear(within(dialog).getByLabelText('Rebate rate'));
    await user.type(within(dialog).getByLabelText('Rebate rate'), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/addUserLevel')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/addUserLevel')[0]![1])).toEqual({
      name: '钻石',
      rate: 40,
      minCustomers: 0,
    });
  });

  it('asks for a whole number of paying customers a level needs, and switches automatic upgrades', async () => {
    signIn({ id: 1, isAdmin: true });
    const user = userEvent.setup();
    const fetchSpy = mockPartnerApi({
      '/community/api/addUserLevel': { body: envelope([rebateLevel({ id: 4, name: 'Silver', rate: 20 })]) },
      '/community/api/adminUpdateLevelSettings': { body: envelope([{ autoUpgrade: true }]) },
    });
    renderReview();
    await user.click(await screen.findByRole('tab', { name: 'Rebate levels' }));
    // The levels list shows what each level needs (Gold: 5 paying customers).
    expect(await screen.findByText('Paying customers needed')).toBeInTheDocument();
    expect(screen.getByText('5')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Add level' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a rebate level' });
    await user.type(within(dialog).getByLabelText('Name'), 'Silver');
    await user.type(within(dialog).getByLabelText('Rebate rate'), '20');
    await user.clear(within(dialog).getByLabelText('Paying customers needed'));
    await user.type(within(dialog).getByLabelText('Paying customers needed'), '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The customers needed are a whole number from 0 to 100000'),
    ).toBeInTheDocument();
    expect(callsTo(fetchSpy, '/community/api/addUserLevel')).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Paying customers needed'));
    await user.type(within(dialog).getByLabelText('Paying customers needed'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/addUserLevel')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/addUserLevel')[0]![1])).toMatchObject({
      minCustomers: 3,
    });

    const toggle = await screen.findByRole('switch');
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(callsTo(fetchSpy, '/community/api/adminUpdateLevelSettings')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/community/api/adminUpdateLevelSettings')[0]![1])).toEqual({
      autoUpgrade: true,
    });
  });

  it('a level partners hold cannot be deleted from the table', async () => {
    signIn({ id: 1, isAdmin: true });
    const user = userEvent.setup();
    mockPartnerApi({
      '/community/api/queryUserLevels': {
        body: envelope([rebateLevel(), rebateLevel({ id: 4, name: 'Silver', rate: 10, partners: 0 })]),
      },
    });
    renderReview();
    await user.click(await screen.findByRole('tab', { name: 'Rebate levels' }));
    expect(await screen.findByRole('button', { name: 'Delete Gold' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Silver' })).toBeEnabled();
  });
});
