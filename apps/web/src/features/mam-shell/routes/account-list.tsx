import type { StarRow } from '@copytrade/contracts/discovery';
import {
  CalendarOutlined,
  HeartOutlined,
  RightOutlined,
  StarFilled,
  TrophyOutlined,
} from '@ant-design/icons';
import { Rate, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/page-states';
import { PersonAvatar } from '@/components/person-avatar';
import { QueryView } from '@/components/query-view';
import { useCurrentUser } from '@/lib/auth';
import { DASH, moneyText, percentText, signOf } from '@/lib/figures';
import { formatDate } from '@/lib/format';
import { MAM_PATHS, mamAccountListPath, mamFollowTraderPath } from '@/lib/paths';
import { useTodayStars, useTraderCard } from '../api/visitor';
import { VisitorFooter } from '../components/visitor-footer';
import { VisitorHeader } from '../components/visitor-header';
import shell from '../components/visitor.module.css';
import styles from './account-list.module.css';

function Signed({ value, suffix = '%' }: { value: string | null; suffix?: string }) {
  if (value === null) return <>{DASH}</>;
  const tone = signOf(value);
  return (
    <span className={tone === 'gain' ? styles.gain : tone === 'loss' ? styles.loss : undefined}>
      {suffix === '%' ? percentText(value, true) : moneyText(value, true)}
    </span>
  );
}

/** One recommended trader in the list: the pick's star, name, account and headline figures. */
function StarItem({ star, chosen }: { star: StarRow; chosen: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={mamAccountListPath(star.mtAccId)}
        className={`${styles.starItem} ${chosen ? styles.starChosen : ''}`}
        aria-current={chosen ? 'page' : undefined}
      >
        <PersonAvatar name={star.userName} image={star.image} size={40} />
        <span className={styles.starText}>
          <span className={styles.starName}>
            {star.userName}
            {star.recommendId !== null ? (
              <StarFilled className={styles.pick} aria-label={t('mamShell.traders.pick')} />
            ) : null}
          </span>
          <span className={styles.starLogin}>
            #{star.loginOrder} {star.login} · {star.platformName}
          </span>
        </span>
        <span className={styles.starGrowth}>
          <Signed value={star.growth} />
          <span className={styles.starGrowthLabel}>{t('mamShell.traders.growth')}</span>
        </span>
      </Link>
    </li>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className={styles.figure}>
      <span className={styles.figureValue}>{value}</span>
      <span className={styles.figureLabel}>{label}</span>
    </div>
  );
}

/**
 * The chosen account: its owner's card, the pick's figures and remark, and the month chart. Copying it
 * leads a signed-in user to his follow accounts with the subscribe dialog open for it; a visitor signs up.
 */
function TraderDetail({
  mtId,
  star,
  monthChart,
}: {
  mtId: number;
  star: StarRow | undefined;
  monthChart: (mtId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const card = useTraderCard(mtId);
  const account = card.data?.tradeAccounts.find((item) => item.mtAccId === mtId);
  return (
    <article className={styles.detail} aria-labelledby="mam-trader-name">
      <QueryView query={card} loading={<Skeleton active avatar paragraph={{ rows: 2 }} />}>
        {(person) => (
          <header className={styles.detailHead}>
            <PersonAvatar name={person.nickName} image={person.portraitImg} size={64} />
            <div className={styles.detailWho}>
              <h2 id="mam-trader-name" className={styles.detailName}>
                {person.nickName}
              </h2>
              <p className={styles.detailMeta}>
                {account ? (
                  <span>
                    #{account.loginOrder} {account.login} · {account.platformName}
                  </span>
                ) : null}
                <span>
                  <CalendarOutlined aria-hidden />{' '}
                  {t('mamShell.traders.joined', { date: formatDate(person.registeredAt, 'YYYY-MM-DD') })}
                </span>
                <span>
                  <HeartOutlined aria-hidden /> {t('mamShell.traders.fans', { count: person.fansCount })}
                </span>
              </p>
              {star?.stars ? (
                <Rate
                  disabled
                  value={star.stars}
                  className={styles.rating}
                  aria-label={t('mamShell.traders.rating')}
                />
              ) : null}
            </div>
            <ButtonLink
              type="primary"
              size="large"
              to={user ? mamFollowTraderPath(user.userType, mtId) : MAM_PATHS.register}
              className={styles.detailAction}
            >
              {user ? t('mamShell.traders.copyIn') : t('mamShell.traders.copyJoin')}{' '}
              <RightOutlined aria-hidden />
            </ButtonLink>
          </header>
        )}
      </QueryView>
      {star ? (
        <>
          {star.remark ? <p className={styles.remark}>“{star.remark}”</p> : null}
          <div className={styles.figures}>
            <Figure label={t('mamShell.traders.growth')} value={<Signed value={star.growth} />} />
            <Figure label={t('mamShell.traders.drawdown')} value={percentText(star.drawdown)} />
            <Figure label={t('mamShell.traders.winRate')} value={percentText(star.winRate)} />
            <Figure label={t('mamShell.traders.trades')} value={star.trades} />
            <Figure label={t('mamShell.traders.followers')} value={star.followers} />
            <Figure
              label={t('mamShell.traders.copyProfit')}
              value={<Signed value={star.copyProfit} suffix="" />}
            />
          </div>
        </>
      ) : null}
      <div className={styles.chart}>{monthChart(mtId)}</div>
    </article>
  );
}

export type MamAccountListProps = {
  /** The monthly returns of a trade account (the trader profile's panel, through /mam/visitor). */
  monthChart: (mtId: number) => ReactNode;
};

/**
 * /accountList/{id} of the landing variant (spec 2): today's recommended traders (chooseTodayStar) beside
 * the chosen account's owner, figures and month chart (center/monthAnalyseChart). Without an id the first
 * recommended trader is chosen.
 */
export function MamAccountListRoute({ monthChart }: MamAccountListProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const stars = useTodayStars();
  const mtId = Number(id);
  const valid = Number.isSafeInteger(mtId) && mtId > 0;
  const list = stars.data ?? [];
  if (!valid && list[0]) return <Navigate to={mamAccountListPath(list[0].mtAccId)} replace />;
  return (
    <div className={shell.page}>
      <VisitorHeader />
      <main>
        <section className={styles.tradersBand} aria-labelledby="mam-traders-title">
          <div className={shell.sectionInner}>
            <h1 id="mam-traders-title" className={styles.tradersTitle}>
              <TrophyOutlined aria-hidden /> {t('mamShell.traders.title')}
            </h1>
            <p className={styles.tradersLead}>{t('mamShell.traders.lead')}</p>
          </div>
        </section>
        <div className={`${shell.sectionInner} ${styles.traders}`}>
          <aside className={styles.starList} aria-label={t('mamShell.traders.listLabel')}>
            <h2 className={styles.starListTitle}>
              {t('mamShell.traders.today')} <Tag>{list.length}</Tag>
            </h2>
            <QueryView
              query={stars}
              loading={<Skeleton active paragraph={{ rows: 6 }} />}
              isEmpty={(data) => data.length === 0}
              empty={
                <EmptyState
                  icon={<TrophyOutlined />}
                  title={t('mamShell.traders.empty')}
                  hint={t('mamShell.traders.emptyHint')}
                />
              }
            >
              {(data) => (
                <ul className={styles.stars}>
                  {data.map((star) => (
                    <StarItem key={star.mtAccId} star={star} chosen={star.mtAccId === mtId} />
                  ))}
                </ul>
              )}
            </QueryView>
          </aside>
          {valid ? (
            <TraderDetail
              mtId={mtId}
              star={list.find((star) => star.mtAccId === mtId)}
              monthChart={monthChart}
            />
          ) : stars.data ? (
            <EmptyState
              icon={<TrophyOutlined />}
              title={t('mamShell.traders.empty')}
              hint={t('mamShell.traders.emptyHint')}
            />
          ) : (
            <Skeleton active paragraph={{ rows: 8 }} />
          )}
        </div>
      </main>
      <VisitorFooter />
    </div>
  );
}
