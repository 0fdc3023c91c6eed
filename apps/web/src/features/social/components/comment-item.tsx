import { timeAgo } from '@copytrade/contracts/format';
import type { CommentItem, CommentReply } from '@copytrade/contracts/social';
import {
  DeleteOutlined,
  HeartFilled,
  HeartOutlined,
  LikeFilled,
  LikeOutlined,
  MessageOutlined,
} from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '@/components/person-avatar';
import { currentLocale } from '@/i18n/locale';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { openLoginDialog } from '@/lib/login-dialog';
import { useCommentDelete } from '../api/comment-delete';
import { useCommentLike } from '../api/comment-like';
import { useFavouriteToggle } from '../api/favourite';
import { closeWhenDone } from '../utils/confirm';
import styles from './comments.module.css';

export type CommentContext = {
  mtId: number;
  /** The account owner's user id: his comments carry the trader badge. */
  ownerUserId: number;
  /** The signed-in reader's id, or 0 for a visitor. */
  viewer: number;
  /** When the page was read: "how long ago" is measured from it. */
  now: number;
};

/** The actions under one comment or reply: like, reply, favourite, delete (author or site admin). */
function CommentActions({
  comment,
  context,
  onReply,
}: {
  comment: CommentReply;
  context: CommentContext;
  onReply?: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const like = useCommentLike(context.mtId);
  const favourite = useFavouriteToggle({ commentsOf: context.mtId });
  const remove = useCommentDelete(context.mtId);
  const signedIn = context.viewer > 0;
  const isReply = comment.parentId !== null;

  const confirmDelete = () => {
    modal.confirm({
      title: t('comments.deleteTitle'),
      content: isReply ? t('comments.deleteReplyText') : t('comments.deleteText'),
      okText: t('comments.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        closeWhenDone(
          remove.mutateAsync(comment.id).then(() => {
            void message.success(t('comments.deleted'));
          }),
        ),
    });
  };

  return (
    <div className={styles.actions}>
      <Button
        type="text"
        size="small"
        className={comment.likedByMe ? `${styles.action} ${styles.actionOn}` : styles.action}
        icon={comment.likedByMe ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
        aria-label={t('comments.like')}
        aria-pressed={comment.likedByMe}
        onClick={() => {
          if (!signedIn) return openLoginDialog();
          like.mutate({ commentId: comment.id, like: !comment.likedByMe });
        }}
      >
        <span className={styles.likeCount}>{comment.likeCount}</span>
      </Button>
      {onReply ? (
        <Button
          type="text"
          size="small"
          className={styles.action}
          icon={<MessageOutlined aria-hidden />}
          onClick={() => (signedIn ? onReply() : openLoginDialog())}
        >
          {t('comments.reply')}
        </Button>
      ) : null}
      <Button
        type="text"
        size="small"
        className={comment.collectedByMe ? `${styles.action} ${styles.actionOn}` : styles.action}
        icon={comment.collectedByMe ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
        aria-pressed={comment.collectedByMe}
        onClick={() => {
          if (!signedIn) return openLoginDialog();
          const collected = !comment.collectedByMe;
          favourite.mutate(
            { target: { targetType: 'comment', targetId: comment.id }, collected },
            {
              onSuccess: () =>
                void message.success(collected ? t('social.favouriteAdded') : t('social.favouriteRemoved')),
            },
          );
        }}
      >
        {comment.collectedByMe ? t('comments.favourited') : t('comments.favourite')}
      </Button>
      {comment.canDelete ? (
        <Button
          type="text"
          size="small"
          danger
          className={styles.action}
          icon={<DeleteOutlined aria-hidden />}
          onClick={confirmDelete}
        >
          {t('comments.delete')}
        </Button>
      ) : null}
    </div>
  );
}

/** Who wrote it and when: the nickname, the trader's and the reader's own badges, time ago. */
function Byline({ comment, context }: { comment: CommentReply; context: CommentContext }) {
  const { t } = useTranslation();
  return (
    <div className={styles.byline}>
      <span className={styles.author}>{comment.nickName}</span>
      {comment.userId === context.ownerUserId ? (
        <Tag color="gold" bordered={false} className={styles.badge}>
          {t('social.trader')}
        </Tag>
      ) : null}
      {comment.userId === context.viewer ? (
        <Tag bordered={false} className={styles.badge}>
          {t('comments.you')}
        </Tag>
      ) : null}
      <time
        className={styles.time}
        dateTime={new Date(comment.createdAt).toISOString()}
        title={formatDate(comment.createdAt)}
      >
        {timeAgo(comment.createdAt, Math.max(context.now, comment.createdAt), currentLocale())}
      </time>
    </div>
  );
}

/**
 * One comment with its replies. The text is rendered as a React text node (never as HTML), with its line
 * breaks kept by CSS: markup a writer types shows as the characters typed.
 */
export function CommentView({
  comment,
  context,
  onReply,
  composer,
}: {
  comment: CommentItem;
  context: CommentContext;
  /** Opens the reply box under this comment (`name`: whom the reply answers). */
  onReply: (name: string) => void;
  /** The open reply box, when it belongs to this comment. */
  composer: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className={styles.comment}>
      <PersonAvatar name={comment.nickName} image={comment.portraitImg} size={40} />
      <div className={styles.body}>
        <Byline comment={comment} context={context} />
        <p className={styles.text}>{comment.content}</p>
        <CommentActions comment={comment} context={context} onReply={() => onReply(comment.nickName)} />
        {comment.replies.length > 0 ? (
          <ul className={styles.replies} aria-label={t('comments.reply')}>
            {comment.replies.map((reply) => (
              <li key={reply.id} className={styles.reply}>
                <PersonAvatar name={reply.nickName} image={reply.portraitImg} size={28} />
                <div className={styles.body}>
                  <Byline comment={reply} context={context} />
                  <p className={styles.text}>{reply.content}</p>
                  <CommentActions comment={reply} context={context} onReply={() => onReply(reply.nickName)} />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {comment.replyCount > comment.replies.length ? (
          <div className={styles.moreReplies}>
            {t('comments.moreReplies', { shown: comment.replies.length, count: comment.replyCount })}
          </div>
        ) : null}
        {composer}
      </div>
    </li>
  );
}
