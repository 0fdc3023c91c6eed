import type { StarRow } from '@copytrade/contracts/discovery';
import {
  ArrowRightOutlined,
  CopyOutlined,
  DollarOutlined,
  LineChartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { QueryView } from '@/components/query-view';
import { PATHS } from '@/lib/paths';
import { useHomeHeadline } from '../api/top-recommends-of-index';
import { compactMoney, countText } from '../utils/figures';
import { FigureHelp, type FigureKey } from './figure-help';
import { HomeTraderTable } from './home-trader-table';
import { StarGrid } from './star-card';
import styles from './home-sections.module.css';
import { EmptyNote, PlaceholderBar } from '@/components/placeholder/placeholder';

/** The site's headline figures (traders, followers, copies in 30 days, copy profit) for the trust band. */
export function HeadlineFigures() {
  const { t } = useTranslation();
  const headline = useHomeHeadline();
  if (headline.isError) return null;
  const data = headline.data;
  const tiles: { key: FigureKey; icon: ReactNode; value: string | undefined }[] = [
    { key: 'traders', icon: <LineChartOutlined />, value: data && countText(data.traders) },
    { key: 'liveFollowers', icon: <TeamOutlined />, value: data && countText(data.followers) },
    { key: 'copies30d', icon: <CopyOutlined />, value: data && countText(data.copiedTrades30d) },
    { key: 'totalCopyProfit', icon: <DollarOutlined />, value: data && compactMoney(data.copyProfit) },
  ];
  return (
    <dl className={styles.figures} aria-label={t('homeTable.figuresLabel')}>
      {tiles.map((tile) => (
        <div key={tile.key} className={styles.figure}>
          <dd className={styles.figureValue}>
            <span className={styles.figureIcon} aria-hidden>
              {tile.icon}
            </span>
            {tile.value ?? <PlaceholderBar className={styles.figureSkeleton} />}
          </dd>
          <dt className={styles.figureName}>
            {t(`square.figures.${tile.key}`)}
            <FigureHelp figure={tile.key} />
          </dt>
        </div>
      ))}
    </dl>
  );
}

/** Home: today's stars from `topRecommendsOfInex`, with the way to the full community. */
export function HomeStarsSection({ renderAction }: { renderAction?: (star: StarRow) => ReactNode }) {
  const { t } = useTranslation();
  const headline = useHomeHeadline();
  return (
    <section className={styles.section} aria-labelledby="home-stars-title">
      <div className={styles.container}>
        <div className={styles.head}>
          <span className={styles.kicker}>{t('recommend.home.kicker')}</span>
          <h2 id="home-stars-title" className={styles.title}>
            {t('recommend.home.title')}
          </h2>
          <p className={styles.text}>{t('recommend.home.text')}</p>
        </div>
        <QueryView
          query={headline}
          deferred
          message={false}
          loading={<StarGrid stars={undefined} renderAction={renderAction} skeletons={4} columns={4} />}
          isEmpty={(data) => data.stars.length === 0}
          empty={<EmptyNote description={t('recommend.stars.empty')} />}
        >
          {(data) => <StarGrid stars={data.stars} renderAction={renderAction} skeletons={4} columns={4} />}
        </QueryView>
        <div className={styles.more}>
          <ButtonLink to={PATHS.communityRecommend} size="large">
            {t('recommend.home.more')} <ArrowRightOutlined />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/** Home: the table of the site's trade accounts with their totals. */
export function HomeTradersSection() {
  const { t } = useTranslation();
  return (
    <section className={`${styles.section} ${styles.plain}`} aria-labelledby="home-traders-title">
      <div className={styles.container}>
        <div className={styles.head}>
          <span className={styles.kicker}>{t('homeTable.kicker')}</span>
          <h2 id="home-traders-title" className={styles.title}>
            {t('homeTable.title')}
          </h2>
          <p className={styles.text}>{t('homeTable.text')}</p>
        </div>
        <HomeTraderTable />
        <div className={styles.more}>
          <ButtonLink to={PATHS.square} type="primary" size="large">
            {t('homeTable.browse')} <ArrowRightOutlined />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
