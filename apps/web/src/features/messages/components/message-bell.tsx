import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn } from '@/lib/session';
import { useMessageCounts } from '../api/query-community-message';
import { unreadBadgeText } from '../utils/unread-badge';
import styles from './message-bell.module.css';

/** The header bell (spec 2): unread system + public messages, linking to the system messages page. */
export function MessageBell() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const counts = useMessageCounts(loggedIn);
  if (!loggedIn) return null;
  const total = (counts.data?.systemMessageCount ?? 0) + (counts.data?.publicMessageCount ?? 0);
  const badge = unreadBadgeText(total);
  return (
    <Link
      to="/aboutUs/systemMessages"
      className={styles.bell}
      aria-label={badge ? t('header.messagesUnread', { count: total }) : t('header.messages')}
    >
      <BellOutlined className={styles.icon} />
      {badge ? (
        <span className={styles.badge} data-testid="unread-badge">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
