import { renderWithApp } from '@/testing/render';
import { TraderProfile } from './trader-profile';

/** The profile of account 7 at `path` (a tab in its query), with a copy button standing for the page's. */
export function renderProfile(path = '/community/trader/7') {
  return renderWithApp(
    <TraderProfile
      mtId={7}
      backTo="/community/trader"
      renderAction={(account) => <button type="button">Copy {account.login}</button>}
    />,
    { path, route: '/community/trader/7' },
  );
}
