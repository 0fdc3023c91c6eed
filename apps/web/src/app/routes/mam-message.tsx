import { useTranslation } from 'react-i18next';
import { mamNoticeLink } from '@/features/mam-account/utils/notice-links';
import { SystemMessagesRoute } from '@/features/messages/routes/system-messages';
import { useCurrentUser } from '@/lib/auth';

/**
 * The MAM back office's message page: the messages feature's page (its calls through the /mam/main twins,
 * queryCommunityMessage for the counts) with notices leading to the back office's pages.
 */
/** /user/message: the user's notices (all, system, public) with the unread counts. */
export function MamMessageRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const userType = user?.userType ?? 0;
  return (
    <SystemMessagesRoute
      title={t('mamShell.menu.message')}
      linkOf={(link) => mamNoticeLink(link, userType)}
    />
  );
}
