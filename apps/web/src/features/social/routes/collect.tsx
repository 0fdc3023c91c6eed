import { timeAgo } from '@copytrade/contracts/format';
import type { CollectionItem, FavouriteTarget } from '@copytrade/contracts/social';
import {
  CommentOutlined,
  DeleteOutlined,
  FileTextOutlined,
  HeartOutlined,
  LockOutlined,
} from '@ant-design/icons';
import { Button, Segmented, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { PersonAvatar } from '@/components/person-avatar';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { traderPath } from '@/lib/paths';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import { collectionQueryOptions, useRemoveFavourite } from '../api/query-collection';
import { EmptyState } from '../components/page-states';
import styles from '../components/pages.module.css';

type Filter = 'all' | FavouriteTarget;
const FILTERS: readonly Filter[] = ['all', 'comment', 'strategy'];

/** One favourite as a card: a comment (its text, author, the account it is on) or a strategy. */
function FavouriteCard({ item, now }: { item: CollectionItem; now: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const remove = useRemoveFavourite();
  const isComment = item.targetType === 'comment';
  const removeButton = (
    <Button
      size="small"
      type="text"
      danger
      icon={<DeleteOutlined aria-hidden />}
      onClick={() =>
        remove.mutate(
          { targetType: item.targetType, targetId: item.targetId },
          { onSuccess: () => void message.success(t('social.favouriteRemoved')) },
        )
      }
    >
      {t('collect.remove')}
    </Button>
  );
  const kind = (
    <Tag
      bordered={false}
      icon={isComment ? <CommentOutlined aria-hidden /> : <FileTextOutlined aria-hidden />}
      color={isComment ? 'blue' : 'purple'}
      className={styles.inlineTag}
    >
      {isComment ? t('collect.comment') : t('collect.strategy')}
    </Tag>
  );
  const saved = (
    <span className={styles.date}>
      {t('collect.savedAt', {
        date: timeAgo(item.collectedAt, Math.max(now, item.collectedAt), currentLocale()),
      })}
    </span>
  );

  const body = (() => {
    if (item.targetType === 'comment') {
      const comment = item.comment;
      if (!item.available || !comment) return <p className={styles.gone}>{t('collect.commentGone')}</p>;
      return (
        <>
          <div className={styles.cardPerson}>
            <PersonAvatar name={comment.nickName} image={comment.portraitImg} size={32} />
            <span className={styles.traderName}>{comment.nickName}</span>
            <time className={styles.date} dateTime={new Date(comment.createdAt).toISOString()}>
              {formatDate(comment.createdAt, 'YYYY-MM-DD HH:mm')}
            </time>
          </div>
          <p className={styles.cardText}>{comment.content}</p>
          <div className={styles.cardFoot}>
            <Link to={traderPath(comment.mtAccId, 'comments')} className={styles.cardLink}>
              {t('collect.onAccount', {
                name: comment.accountNickName,
                order: comment.loginOrder,
                login: comment.login,
              })}
            </Link>
          </div>
        </>
      );
    }
    const strategy = item.strategy;
    if (!item.available || !strategy) return <p className={styles.gone}>{t('collect.strategyGone')}</p>;
    return (
      <>
        <div className={styles.cardPerson}>
          <PersonAvatar name={strategy.nickName} image={strategy.portraitImg} size={32} />
          <span className={styles.traderName}>{strategy.nickName}</span>
          <span className={styles.traderMeta}>
            #{strategy.loginOrder} {strategy.login} · {strategy.platformName}
          </span>
        </div>
        {strategy.strategyLocked ? (
          <p className={styles.lockedNote}>
            <LockOutlined aria-hidden /> {t('profile.strategyLocked')}
          </p>
        ) : (
          <p className={strategy.strategy ? styles.cardText : `${styles.cardText} ${styles.muted}`}>
            {strategy.strategy || t('collect.noStrategy')}
          </p>
        )}
        <div className={styles.cardFoot}>
          <Link to={traderPath(strategy.mtAccId)} className={styles.cardLink}>
            {t('collect.viewProfile')}
          </Link>
        </div>
      </>
    );
  })();

  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        {kind}
        {saved}
        <span className={styles.cardHeadEnd}>{removeButton}</span>
      </div>
      {body}
    </li>
  );
}

/**
 * personalCenter/:id/collect (spec 2): the reader's favourites, comments and strategies, newest first,
 * narrowed by kind (?type=comment|strategy), each with Remove (at once; an error brings it back).
 */
export function CollectRoute() {
  const { t } = useTranslation();
  const [params, setParam] = useListParams();
  const typeParam = params.get('type');
  const filter: Filter = FILTERS.find((item) => item === typeParam) ?? 'all';
  const [list, paging] = usePagedQuery((page) =>
    collectionQueryOptions({ ...page, ...(filter === 'all' ? {} : { targetType: filter }) }),
  );

  const body = (
    <QueryView
      query={list}
      loading={<ListSkeleton rows={3} people />}
      isEmpty={(data) => data.items.length === 0 && paging.page === 1}
      empty={
        <EmptyState
          icon={<HeartOutlined aria-hidden />}
          title={t('collect.empty')}
          hint={t('collect.emptyHint')}
        />
      }
    >
      {(data) => (
        <>
          <ul className={styles.cards} aria-label={t('collect.listLabel')}>
            {data.items.map((item) => (
              <FavouriteCard
                key={`${item.targetType}-${item.targetId}`}
                item={item}
                now={list.dataUpdatedAt}
              />
            ))}
          </ul>
          <Pager total={data.total} paging={paging} />
        </>
      )}
    </QueryView>
  );

  return (
    <>
      <PageHeading
        title={t('collect.title')}
        meta={t('collect.subtitle')}
        extra={
          <Segmented<Filter>
            aria-label={t('collect.filterLabel')}
            value={filter}
            onChange={(value) => setParam('type', value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: t('collect.all') },
              { value: 'comment', label: t('collect.comments') },
              { value: 'strategy', label: t('collect.strategies') },
            ]}
          />
        }
      />
      {body}
    </>
  );
}
