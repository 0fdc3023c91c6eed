import type { AttentionRow } from '@copytrade/contracts/social';
import { CheckOutlined, TeamOutlined, UserAddOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Button, Popover, Spin, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { PersonAvatar } from '@/components/person-avatar';
import { QueryView } from '@/components/query-view';
import { useCurrentUser } from '@/lib/auth';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { traderPath } from '@/lib/paths';
import { useCenterPath } from '@/lib/use-center-path';
import { usePagedQuery } from '@/lib/use-paged-query';
import { attentionQueryOptions } from '../api/attention';
import { useConcern } from '../api/concern';
import { usePersonCard } from '../api/visitor-user-info';
import { EmptyState } from '../components/page-states';
import { viewerOf, type AttentionDirection } from '../utils/query-keys';
import styles from '../components/pages.module.css';

const TRADER = 3;

/** "Trade accounts: N", opening the person's public accounts (read when first opened). */
function TradeAccounts({ row }: { row: AttentionRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const viewer = viewerOf(useCurrentUser());
  const card = usePersonCard(row.userId, viewer, open);
  const label = t('attention.tradeAccounts', { count: row.tradeAccountCount });
  if (row.tradeAccountCount === 0) return <span>{label}</span>;
  const content = (
    <QueryView query={card} loading={<Spin size="small" />}>
      {(person) => (
        <ul className={styles.accountList}>
          {person.tradeAccounts.map((account) => (
            <li key={account.mtAccId}>
              <Link to={traderPath(account.mtAccId)}>
                #{account.loginOrder} {account.login}
              </Link>
              <span className={styles.accountPlatform}>{account.platformName}</span>
            </li>
          ))}
          {person.tradeAccounts.length === 0 ? <li>{t('attention.noTradeAccounts')}</li> : null}
        </ul>
      )}
    </QueryView>
  );
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={t('attention.accountsTitle', { name: row.nickName })}
      content={content}
    >
      <button type="button" className={styles.linkButton}>
        {label}
      </button>
    </Popover>
  );
}

/**
 * One person: avatar, nickname, trader and mutual badges, trade accounts, since when, and the button:
 * Unfollow for the people I follow, Follow back (or Unfollow when mutual) for my fans. The change shows at
 * once and the row stays (to undo); an error puts it back.
 */
function PersonRow({
  row,
  direction,
  following,
  onChange,
}: {
  row: AttentionRow;
  direction: AttentionDirection;
  following: boolean;
  onChange: (follow: boolean) => void;
}) {
  const { t } = useTranslation();
  // In my fans list they follow me; in my following list row.mutual says whether they do.
  const followsMe = direction === 'otherAtten' || row.mutual;
  const mutual = following && followsMe;
  return (
    <li className={styles.person}>
      <PersonAvatar name={row.nickName} image={row.portraitImg} size={48} />
      <div className={styles.personText}>
        <div className={styles.personName}>
          <span className={styles.traderName}>{row.nickName}</span>
          {row.userType === TRADER ? (
            <Tag color="gold" bordered={false} className={styles.inlineTag}>
              {t('attention.trader')}
            </Tag>
          ) : null}
          {mutual ? (
            <Tag color="green" bordered={false} className={styles.inlineTag}>
              {t('attention.mutual')}
            </Tag>
          ) : null}
        </div>
        <div className={styles.personMeta}>
          <TradeAccounts row={row} />
          <span aria-hidden>·</span>
          <span>{t('attention.since', { date: formatDate(row.followedAt, 'YYYY-MM-DD') })}</span>
        </div>
      </div>
      <div className={styles.personAction}>
        {following ? (
          <Button icon={<CheckOutlined aria-hidden />} onClick={() => onChange(false)}>
            {t('social.unfollow')}
          </Button>
        ) : (
          <Button type="primary" icon={<UserAddOutlined aria-hidden />} onClick={() => onChange(true)}>
            {direction === 'otherAtten' ? t('social.followBack') : t('social.follow')}
          </Button>
        )}
      </div>
    </li>
  );
}

function PeopleList({ direction }: { direction: AttentionDirection }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [list, paging] = usePagedQuery((page) => attentionQueryOptions(direction, page));
  const concern = useConcern();
  // Changes made on this page, shown at once (optimistic) and undone on an error.
  const [changed, setChanged] = useState<Record<number, boolean>>({});

  const change = (row: AttentionRow, follow: boolean) => {
    const previous = changed[row.userId];
    setChanged((current) => ({ ...current, [row.userId]: follow }));
    concern.mutate(
      { userId: row.userId, follow },
      {
        onSuccess: (state) =>
          void message.success(
            t(state.isFollowing ? 'social.followed' : 'social.unfollowed', { name: row.nickName }),
          ),
        onError: () =>
          setChanged((current) => {
            const next = { ...current };
            if (previous === undefined) delete next[row.userId];
            else next[row.userId] = previous;
            return next;
          }),
      },
    );
  };

  return (
    <QueryView
      query={list}
      loading={<ListSkeleton rows={4} people />}
      isEmpty={(data) => data.items.length === 0 && paging.page === 1}
      empty={
        direction === 'attenOther' ? (
          <EmptyState
            icon={<UsergroupAddOutlined aria-hidden />}
            title={t('attention.emptyFollowing')}
            hint={t('attention.emptyFollowingHint')}
          />
        ) : (
          <EmptyState
            icon={<TeamOutlined aria-hidden />}
            title={t('attention.emptyFans')}
            hint={t('attention.emptyFansHint')}
          />
        )
      }
    >
      {(data) => (
        <>
          <ul className={styles.people} aria-label={t(`attention.tabs.${direction}`)}>
            {data.items.map((row) => (
              <PersonRow
                key={row.userId}
                row={row}
                direction={direction}
                following={changed[row.userId] ?? (direction === 'attenOther' ? true : row.mutual)}
                onChange={(follow) => change(row, follow)}
              />
            ))}
          </ul>
          <Pager total={data.total} paging={paging} />
        </>
      )}
    </QueryView>
  );
}

/**
 * personalCenter/:id/attention/attenOther and .../otherAtten (spec 2): the people I follow and the
 * people who follow me, as two tabs that are their own paths.
 */
export function AttentionPage({ direction }: { direction: AttentionDirection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const center = useCenterPath();
  return (
    <>
      <PageHeading title={t('attention.title')} meta={t('attention.subtitle')} />
      <Tabs
        activeKey={direction}
        onChange={(key) => void navigate(center(key as AttentionDirection))}
        destroyOnHidden
        items={(['attenOther', 'otherAtten'] as const).map((key) => ({
          key,
          label: t(`attention.tabs.${key}`),
          children: <PeopleList key={key} direction={key} />,
        }))}
      />
    </>
  );
}

export function AttenOtherRoute() {
  return <AttentionPage direction="attenOther" />;
}

export function OtherAttenRoute() {
  return <AttentionPage direction="otherAtten" />;
}
