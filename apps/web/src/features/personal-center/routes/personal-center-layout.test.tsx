import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/testing/accounts-fixtures';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { englishPageTest } from '@/testing/page-test';
import { renderWithApp } from '@/testing/render';
import { PersonalCenterLayoutRoute } from './personal-center-layout';

function renderCenter(path: string) {
  return renderWithApp(null, {
    path,
    route: '/unused',
    routes: [
      {
        path: '/personalCenter/:id',
        element: <PersonalCenterLayoutRoute />,
        children: [{ path: '*', element: <p>page</p> }],
      },
    ],
  });
}

describe('the personal center menu', () => {
  englishPageTest();

  it('lists the community pages with their paths and marks the open one', async () => {
    signIn({ id: 7 });
    mockFetch({ '/community/api/selectCommunityUserInfo': { body: envelope([]) } });
    renderCenter('/personalCenter/7/attention/otherAtten');
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Optional' })).toHaveAttribute(
      'href',
      '/personalCenter/7/optional',
    );
    expect(screen.getByRole('link', { name: 'Following' })).toHaveAttribute(
      'href',
      '/personalCenter/7/attention/attenOther',
    );
    expect(screen.getByRole('link', { name: 'Favourites' })).toHaveAttribute(
      'href',
      '/personalCenter/7/collect',
    );
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/personalCenter/7/account/transactionOrder',
    );
    const selected = document.querySelector('.ant-menu-item-selected');
    expect(selected).toHaveTextContent('Following');
  });

  it('lists the wallet pages for everyone and the wallet review for the site admin only', async () => {
    signIn({ id: 7 });
    mockFetch({ '/community/api/selectCommunityUserInfo': { body: envelope([]) } });
    const first = renderCenter('/personalCenter/7/tokenManage/outerRecord');
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tokens' })).toHaveAttribute(
      'href',
      '/personalCenter/7/tokenManage/rechargeRecord',
    );
    expect(screen.getByRole('link', { name: 'Billing details' })).toHaveAttribute(
      'href',
      '/personalCenter/7/billingDetails/income',
    );
    expect(document.querySelector('.ant-menu-item-selected')).toHaveTextContent('Tokens');
    expect(screen.queryByRole('link', { name: 'Wallet review' })).not.toBeInTheDocument();
    first.unmount();

    signIn({ id: 1, isAdmin: true });
    renderCenter('/personalCenter/1/walletReview');
    expect(await screen.findByRole('link', { name: 'Wallet review' })).toHaveAttribute(
      'href',
      '/personalCenter/1/walletReview',
    );
  });
});
