import { CommentOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { useCurrentUser } from '@/lib/auth';
import { openLoginDialog } from '@/lib/login-dialog';
import { PATHS } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { commentsQueryOptions } from '../api/acc-and-comment-info';
import { viewerOf } from '../utils/query-keys';
import { CommentComposer } from './comment-composer';
import { CommentView } from './comment-item';
import styles from './comments.module.css';

/** What a visitor sees instead of the comment box (spec 6: login is needed to comment). */
function CommentLoginPrompt() {
  const { t } = useTranslation();
  return (
    <div className={styles.loginPrompt}>
      <span className={styles.loginIcon} aria-hidden>
        <LockOutlined aria-hidden />
      </span>
      <div className={styles.loginText}>
        <div className={styles.loginTitle}>{t('comments.loginTitle')}</div>
        <div className={styles.loginHint}>{t('comments.loginHint')}</div>
      </div>
      <div className={styles.loginActions}>
        <Button type="primary" onClick={() => openLoginDialog()}>
          {t('comments.loginButton')}
        </Button>
        <ButtonLink to={PATHS.register}>{t('comments.register')}</ButtonLink>
      </div>
    </div>
  );
}

/**
 * The trader profile's comments (spec 4, trader detail: comments): the box to write one (a login prompt
 * for visitors), then the comments newest first with one level of replies, ten to a page.
 */
export function CommentsPanel({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const viewer = viewerOf(user);
  const [replying, setReplying] = useState<{ commentId: number; name: string } | null>(null);
  const [comments, paging] = usePagedQuery(
    (page) => ({ ...commentsQueryOptions({ mtId, ...page }, viewer), enabled: mtId > 0 }),
    { name: 'comments' },
  );
  const data = comments.data;

  const list = (
    <QueryView
      query={comments}
      loading={
        <div className={styles.skeletons}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} active avatar={{ size: 40 }} paragraph={{ rows: 2 }} />
          ))}
        </div>
      }
      isEmpty={(page) => page.info.comments.length === 0}
      empty={
        <Empty
          className={styles.empty}
          image={<CommentOutlined className={styles.emptyIcon} aria-hidden />}
          description={
            <>
              <div className={styles.emptyTitle}>{t('comments.empty')}</div>
              <div>{t('comments.emptyHint')}</div>
            </>
          }
        />
      }
    >
      {(page) => (
        <>
          <ul className={styles.list} aria-label={t('comments.listLabel')} aria-busy={comments.isFetching}>
            {page.info.comments.map((comment) => (
              <CommentView
                key={comment.id}
                comment={comment}
                context={{ mtId, ownerUserId: page.info.ownerUserId, viewer, now: comments.dataUpdatedAt }}
                onReply={(name) => setReplying({ commentId: comment.id, name })}
                composer={
                  replying?.commentId === comment.id ? (
                    <CommentComposer
                      key={`${comment.id}-${replying.name}`}
                      mtId={mtId}
                      parentId={comment.id}
                      replyTo={replying.name}
                      autoFocus
                      onPosted={() => setReplying(null)}
                      onCancel={() => setReplying(null)}
                    />
                  ) : null
                }
              />
            ))}
          </ul>
          <Pager total={page.total} paging={paging} />
        </>
      )}
    </QueryView>
  );

  return (
    <section className={styles.panel} aria-labelledby="comments-title">
      <div className={styles.panelHead}>
        <h2 id="comments-title" className={styles.panelTitle}>
          {t('comments.title')}
          {data ? <span className={styles.count}>{data.info.commentCount}</span> : null}
        </h2>
      </div>
      {user ? (
        <CommentComposer
          mtId={mtId}
          onPosted={() => {
            // A new comment goes on top of the first page.
            paging.reset();
          }}
        />
      ) : (
        <CommentLoginPrompt />
      )}
      {list}
    </section>
  );
}
