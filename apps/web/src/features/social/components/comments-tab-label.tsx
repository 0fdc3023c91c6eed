import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { useComments } from '../api/acc-and-comment-info';
import { viewerOf } from '../utils/query-keys';
import styles from './comments.module.css';

/** The first page of comments: the label reads the count from the page the panel opens on. */
const FIRST_PAGE = { page: 1, pageSize: 10 };

/**
 * The Comments tab's label with the number of comments (replies included), once known. Apart from the
 * panel, so a profile that never opens the tab does not load the panel and its comment box.
 */
export function CommentsTabLabel({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const viewer = viewerOf(useCurrentUser());
  const comments = useComments({ mtId, ...FIRST_PAGE }, viewer);
  const count = comments.data?.info.commentCount ?? 0;
  return (
    <span className={styles.tabLabel}>
      {t('profile.tabs.comments')}
      {count > 0 ? <span className={styles.tabBadge}>{count > 999 ? '999+' : count}</span> : null}
    </span>
  );
}
