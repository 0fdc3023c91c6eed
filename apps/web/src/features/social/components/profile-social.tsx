import type { PublicUserCard } from '@copytrade/contracts/social';
import {
  CheckOutlined,
  HeartFilled,
  HeartOutlined,
  StarFilled,
  StarOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/plain-button/plain-button';
import { useCurrentUser } from '@/lib/auth';
import { useFeedback } from '@/lib/feedback';
import { openLoginDialog } from '@/lib/login-dialog';
import { useConcern } from '../api/concern';
import { useFavouriteToggle, useIsCollected } from '../api/favourite';
import { useIsOptional, useOptionalToggle } from '../api/optional';
import { useAccountOwnerCard } from '../api/visitor-user-info';
import { viewerOf } from '../utils/query-keys';
import styles from './social.module.css';
import { PlaceholderBar } from '@/components/placeholder/placeholder';

/** Follow / Following for a person (attention: by userId). Visitors get the login dialog. */
function FollowButton({ person }: { person: PublicUserCard }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const user = useCurrentUser();
  const concern = useConcern();
  const following = person.isFollowing;
  return (
    <PlainButton
      block
      type={following ? 'default' : 'primary'}
      ghost={!following}
      icon={following ? <CheckOutlined aria-hidden /> : <UserAddOutlined aria-hidden />}
      aria-pressed={following}
      onClick={() => {
        if (!user) return openLoginDialog();
        concern.mutate(
          { userId: person.userId, follow: !following },
          {
            onSuccess: (state) =>
              void message.success(
                t(state.isFollowing ? 'social.followed' : 'social.unfollowed', { name: person.nickName }),
              ),
          },
        );
      }}
    >
      {following ? t('social.following') : t('social.follow')}
    </PlainButton>
  );
}

/** "Add to optional" / "In optional": the reader's watchlist of trade accounts. */
export function OptionalToggle({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const user = useCurrentUser();
  const state = useIsOptional(mtId, user !== null);
  const toggle = useOptionalToggle();
  const on = user !== null && state.data?.isOptional === true;
  return (
    <PlainButton
      block
      icon={on ? <StarFilled className={styles.starOn} aria-hidden /> : <StarOutlined aria-hidden />}
      aria-pressed={on}
      disabled={user !== null && state.isLoading}
      onClick={() => {
        if (!user) return openLoginDialog();
        toggle.mutate(
          { mtId, optional: !on },
          {
            onSuccess: (next) =>
              void message.success(next.isOptional ? t('social.optionalAdded') : t('social.optionalRemoved')),
          },
        );
      }}
    >
      {on ? t('social.inOptional') : t('social.addOptional')}
    </PlainButton>
  );
}

/**
 * The profile header's social actions: follow the account's owner (not on one's own account) and watch
 * the account, with the owner's fans and following counts under them.
 */
export function ProfileSocialActions({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const card = useAccountOwnerCard(mtId, viewerOf(user));
  const person = card.data;
  const showFollow = !person?.isSelf && !card.isError;
  return (
    <div className={styles.socialActions}>
      <div className={showFollow ? styles.socialButtons : styles.socialButtonsSingle}>
        {showFollow ? (
          person ? (
            <FollowButton person={person} />
          ) : (
            <PlaceholderBar block height={32} className={styles.buttonSkeleton} />
          )
        ) : null}
        <OptionalToggle mtId={mtId} />
      </div>
      {person ? (
        <div className={styles.counts}>
          <span>
            <strong data-testid="fans-count">{person.fansCount}</strong> {t('social.fans')}
          </span>
          <span className={styles.dot} aria-hidden>
            ·
          </span>
          <span>
            <strong>{person.followingCount}</strong> {t('social.followingCount')}
          </span>
        </div>
      ) : null}
    </div>
  );
}

/** "Favourite strategy" on a trade account's strategy text (favourites: targetType strategy, the mtId). */
export function FavouriteStrategyToggle({ mtId }: { mtId: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const user = useCurrentUser();
  const target = { targetType: 'strategy', targetId: mtId } as const;
  const state = useIsCollected(target, user !== null);
  const toggle = useFavouriteToggle();
  const on = user !== null && state.data?.collected === true;
  return (
    <PlainButton
      size="small"
      type="text"
      className={on ? `${styles.favourite} ${styles.favouriteOn}` : styles.favourite}
      icon={on ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      aria-pressed={on}
      disabled={user !== null && state.isLoading}
      onClick={() => {
        if (!user) return openLoginDialog();
        toggle.mutate(
          { target, collected: !on },
          {
            onSuccess: (next) =>
              void message.success(
                next.collected ? t('social.favouriteAdded') : t('social.favouriteRemoved'),
              ),
          },
        );
      }}
    >
      {on ? t('social.strategyFavourited') : t('social.favouriteStrategy')}
    </PlainButton>
  );
}
