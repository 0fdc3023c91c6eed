import { Outlet } from 'react-router';
import { CommunityTabs } from '@/features/square/components/community-tabs';

/** /community/*: the community's tab bar (recommend, traders, followers) above its pages. */
export function CommunityLayoutRoute() {
  return (
    <>
      <CommunityTabs />
      <Outlet />
    </>
  );
}
