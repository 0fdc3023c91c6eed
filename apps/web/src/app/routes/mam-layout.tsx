import { useTranslation } from 'react-i18next';
import { useAccountCounts } from '@/features/accounts/api/get-copy-login-number';
import { UsageMeter } from '@/features/accounts/components/usage-meter';
import { mamNoticeLink } from '@/features/mam-account/utils/notice-links';
import { MamLayout } from '@/features/mam-shell/components/mam-layout';
import { MessageBell } from '@/features/messages/components/message-bell';
import { UserMenu } from '@/features/navigation/components/user-menu';
import { useCurrentUser } from '@/lib/auth';
import { MAM_PATHS, mamPersonalCenterPath } from '@/lib/paths';

/**
 * The usage meter of the side menu (spec 6 and 9, traders): trade and follow accounts over the site's
 * masterMaxNumber and copyMaxNumber, -1 as unlimited (getCopyLoginNumber).
 */
function MamUsage() {
  const { t } = useTranslation();
  const counts = useAccountCounts();
  if (!counts.data) return null;
  return (
    <>
      <UsageMeter
        label={t('accounts.usage.trade')}
        count={counts.data.masterNumber}
        max={counts.data.masterMaxNumber}
      />
      <UsageMeter
        label={t('accounts.usage.follow')}
        count={counts.data.copyNumber}
        max={counts.data.copyMaxNumber}
      />
    </>
  );
}

/** The bell of the top bar: /user/message, notices leading to the back office's pages. */
function MamBell() {
  const user = useCurrentUser();
  const userType = user?.userType ?? 0;
  return (
    <MessageBell
      allPath={MAM_PATHS.message}
      linkOf={(link) => mamNoticeLink(link, userType) || MAM_PATHS.message}
    />
  );
}

/** /user/* (and the add-account page): the back office's frame with the community's bell and avatar menu. */
export function MamLayoutRoute() {
  return (
    <MamLayout
      bell={<MamBell />}
      userMenu={(user) => <UserMenu user={user} personalCenterPath={mamPersonalCenterPath(user.userType)} />}
      usage={<MamUsage />}
    />
  );
}
