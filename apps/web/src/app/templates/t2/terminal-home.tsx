import type { RankingSort, SortDirection } from '@copytrade/contracts/community';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import { useRanking } from '@/features/square/api/select-by-filter';
import { useHomeHeadline } from '@/features/square/api/top-recommends-of-index';
import { FigureHelp, type FigureKey } from '@/features/square/components/figure-help';
import { RankingTable } from '@/features/square/components/ranking-table';
import { RankingTableSkeleton } from '@/features/square/components/ranking-view';
import { compactMoney, countText } from '@/features/square/utils/figures';
import { naturalDirection } from '@/features/square/utils/square-query';
import { useCurrentUser } from '@/lib/auth';
import { PATHS, personalCenterPath } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { SubscribeDialog } from '../../routes/subscribe-with-preview';
import { CtaBand, MarketPanel, NewsPanel, Panel, StarsPanel } from './home-panels';
import styles from './terminal-home.module.css';

/** The ranking's quick views on the home page. */
const RANK_VIEWS = ['rating', 'growth', 'drawdown', 'followers'] as const satisfies readonly RankingSort[];
type RankView = (typeof RANK_VIEWS)[number];
const HOME_RANKING_SIZE = 10;

/** The site's live figures as a strip of terminal read-outs. */
function HeadlineStrip() {
  const { t } = useTranslation();
  const headline = useHomeHeadline();
  const data = headline.data;
  const tiles: { key: FigureKey; value: string | undefined }[] = [
    { key: 'traders', value: data && countText(data.traders) },
    { key: 'liveFollowers', value: data && countText(data.followers) },
    { key: 'copies30d', value: data && countText(data.copiedTrades30d) },
    { key: 'totalCopyProfit', value: data && compactMoney(data.copyProfit) },
  ];
  if (headline.isError) return null;
  return (
    <dl className={styles.figures} aria-label={t('templateTerminal.home.figuresLabel')}>
      {tiles.map((tile) => (
        <div key={tile.key} className={styles.figure}>
          <dt className={styles.figureName}>
            {t(`square.figures.${tile.key}`)}
            <FigureHelp figure={tile.key} />
          </dt>
          <dd className={styles.figureValue}>
            {tile.value ?? <Skeleton.Input active size="small" className={styles.figureSkeleton} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The top of the ranking in one of the quick views, each row with the copy action. */
function RankingPanel({ onCopy }: { onCopy: (master: MasterSummary) => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<{ sort: RankView; direction: SortDirection }>({
    sort: 'rating',
    direction: 'desc',
  });
  const ranking = useRanking({ ...view, page: 1, pageSize: HOME_RANKING_SIZE });
  const rows = ranking.data?.rows ?? [];
  return (
    <Panel
      id="terminal-ranking"
      className={styles.rankingPanel}
      title={
        <>
          {t('templateTerminal.home.ranking.title')}
          <span className={styles.live}>
            <span className={styles.liveDot} aria-hidden />
            {t('templateTerminal.home.live')}
          </span>
        </>
      }
      extra={
        <div className={styles.rankingTools}>
          <Segmented<RankView>
            className={styles.views}
            size="small"
            aria-label={t('templateTerminal.home.ranking.tabsLabel')}
            value={view.sort}
            options={RANK_VIEWS.map((sort) => ({
              value: sort,
              label: t(`templateTerminal.home.ranking.tabs.${sort}`),
            }))}
            onChange={(sort) => setView({ sort, direction: naturalDirection(sort) })}
          />
          <ButtonLink to={PATHS.square} size="small" type="link">
            {t('templateTerminal.home.ranking.all')} <ArrowRightOutlined />
          </ButtonLink>
        </div>
      }
    >
      <p className={styles.panelNote}>{t('templateTerminal.home.ranking.subtitle')}</p>
      {ranking.isPending ? (
        <RankingTableSkeleton />
      ) : (
        <RankingTable
          rows={rows}
          firstRank={1}
          loading={ranking.isPlaceholderData}
          sort={view.sort}
          direction={view.direction}
          sorts={RANK_VIEWS}
          onSort={(sort, direction) => {
            if ((RANK_VIEWS as readonly RankingSort[]).includes(sort)) {
              setView({ sort: sort as RankView, direction });
            }
          }}
          renderAction={(row) => <CopyButton master={row} onCopy={onCopy} size="small" block />}
        />
      )}
    </Panel>
  );
}

/**
 * Template 2's /home: a terminal page for a trading-first broker. The headline strip of the site's live
 * figures, the ranking (quick views, copy on each row), the market overview with live quotes, today's
 * stars, the latest announcements and the call to action; Copy opens the same subscribe dialog as
 * template 1.
 */
export function TerminalHomeRoute() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const [master, setMaster] = useState<MasterSummary | null>(null);
  const brand = site.brandName || site.siteName;
  const openPersonalCenter = () => {
    if (user) window.open(personalCenterPath(user.id), '_blank', 'noopener');
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="terminal-hero-title">
        <div className={styles.heroText}>
          <span className={styles.kicker}>{t('templateTerminal.home.hero.kicker')}</span>
          <h1 id="terminal-hero-title" className={styles.heroTitle}>
            {t('templateTerminal.home.hero.title', { brand })}
          </h1>
          <p className={styles.heroLead}>{t('templateTerminal.home.hero.text')}</p>
          <div className={styles.heroActions}>
            {user ? (
              <ButtonLink to={personalCenterPath(user.id)} type="primary" onPlainClick={openPersonalCenter}>
                {t('templateTerminal.home.hero.center')}
              </ButtonLink>
            ) : (
              <ButtonLink to={PATHS.square} type="primary">
                {t('templateTerminal.home.hero.start')}
              </ButtonLink>
            )}
            <ButtonLink to={PATHS.square}>{t('templateTerminal.home.hero.browse')}</ButtonLink>
          </div>
        </div>
        <HeadlineStrip />
      </section>

      <RankingPanel onCopy={setMaster} />

      <div className={styles.grid}>
        <MarketPanel />
        <StarsPanel renderAction={(star) => <CopyButton master={star} onCopy={setMaster} size="small" />} />
        <NewsPanel />
      </div>

      <CtaBand centerPath={user ? personalCenterPath(user.id) : null} onPersonalCenter={openPersonalCenter} />
      <SubscribeDialog master={master} onClose={() => setMaster(null)} />
    </div>
  );
}
