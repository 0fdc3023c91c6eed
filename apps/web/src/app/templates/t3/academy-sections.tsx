import type { StarRow } from '@copytrade/contracts/discovery';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MasterSummary } from '@/components/copy-trading/master-summary';
import { CopyButton } from '@/features/copy-trading/components/copy-button';
import { useFinanceCalendar } from '@/features/market-news/api/get-finance-calendar';
import { CountryBadge } from '@/features/market-news/components/country-badge';
import { Importance } from '@/features/market-news/components/importance';
import { useHomeHeadline } from '@/features/square/api/top-recommends-of-index';
import { Sparkline } from '@/features/square/components/sparkline';
import { StarRating } from '@/components/star-rating/star-rating';
import { TraderIdentity } from '@/features/square/components/trader-identity';
import { countText, percentText, toneOf } from '@/features/square/utils/figures';
import { PATHS, traderPath } from '@/lib/paths';
import styles from './academy-home.module.css';

/** The calendar box reads a week ahead, so a quiet day (a weekend) shows the next day with releases. */
const CALENDAR_DAYS = 7;
const CALENDAR_ROWS = 6;
/** A worst drawdown under this (percent) reads as a lesson in risk control, above it as one in volatility. */
const CALM_DRAWDOWN = 10;

/** The economic calendar of today (or of the next day with releases when today has none). */
export function CalendarToday() {
  const { t } = useTranslation();
  const from = dayjs().startOf('day');
  const calendar = useFinanceCalendar({
    from: from.valueOf(),
    to: from.add(CALENDAR_DAYS, 'day').valueOf(),
  });
  if (calendar.isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  const events = calendar.data ?? [];
  const first = events[0];
  const day = first ? dayjs(first.time).startOf('day') : from;
  const shown = events.filter((event) => dayjs(event.time).isSame(day, 'day')).slice(0, CALENDAR_ROWS);
  const isToday = day.isSame(from, 'day');
  return (
    <div className={styles.calendar}>
      <p className={styles.calendarDay}>
        {isToday
          ? t('templateAcademy.calendar.today', { date: from.format('YYYY-MM-DD') })
          : t('templateAcademy.calendar.next', { date: day.format('YYYY-MM-DD') })}
      </p>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templateAcademy.calendar.empty')} />
      ) : (
        <ol className={styles.events}>
          {shown.map((event) => (
            <li key={event.eventId} className={styles.event}>
              <time className={styles.eventTime}>{dayjs(event.time).format('HH:mm')}</time>
              <span className={styles.eventMain}>
                <span className={styles.eventTitle}>{event.title}</span>
                <span className={styles.eventMeta}>
                  <CountryBadge country={event.country} compact />
                  <Importance level={event.importance} />
                  <span className={styles.eventFigures}>
                    {t('templateAcademy.calendar.figures', {
                      forecast: event.forecast || '–',
                      previous: event.previous || '–',
                    })}
                  </span>
                </span>
              </span>
              <span className={styles.eventActual}>{event.actual || '–'}</span>
            </li>
          ))}
        </ol>
      )}
      <Link to={PATHS.financeCalendar} className={styles.deskMore}>
        {t('templateAcademy.calendar.more')} <ArrowRightOutlined aria-hidden />
      </Link>
    </div>
  );
}

/** One trader as an editorial card: who, the one-line lesson, the curve, four figures, and the actions. */
function TraderStory({ star, onCopy }: { star: StarRow; onCopy: (master: MasterSummary) => void }) {
  const { t } = useTranslation();
  const tone = toneOf(star.growth);
  // The admin's reason when the trader was picked, else what the record teaches, in one sentence.
  const lesson =
    star.remark.trim() ||
    t(
      Number(star.drawdown) < CALM_DRAWDOWN
        ? 'templateAcademy.traders.lessonCalm'
        : 'templateAcademy.traders.lessonBold',
      {
        growth: percentText(star.growth, true),
        drawdown: percentText(star.drawdown),
        weeks: star.tradingWeeks,
      },
    );
  return (
    <article className={styles.story} aria-label={star.userName}>
      <TraderIdentity
        trader={star}
        size={48}
        extra={<StarRating stars={star.stars} rating={star.rating} size="small" />}
      />
      <blockquote className={styles.storyQuote}>{lesson}</blockquote>
      <div className={styles.storyCurve}>
        <span
          className={`${styles.storyGrowth} ${tone === 'loss' ? styles.loss : tone === 'gain' ? styles.gain : ''}`}
        >
          {percentText(star.growth, true)}
        </span>
        <Sparkline points={star.sparkline} width={240} height={44} className={styles.storySpark} />
      </div>
      <dl className={styles.storyFigures}>
        <div>
          <dt>{t('square.figures.drawdown')}</dt>
          <dd>{percentText(star.drawdown)}</dd>
        </div>
        <div>
          <dt>{t('square.figures.winRate')}</dt>
          <dd>{percentText(star.winRate)}</dd>
        </div>
        <div>
          <dt>{t('square.figures.trades')}</dt>
          <dd>{countText(star.trades)}</dd>
        </div>
      </dl>
      <footer className={styles.storyActions}>
        <Link to={traderPath(star.mtAccId)} className={styles.storyRead}>
          {t('templateAcademy.traders.read')} <ArrowRightOutlined aria-hidden />
        </Link>
        <CopyButton master={star} onCopy={onCopy} />
      </footer>
    </article>
  );
}

/** "Learn from real traders": the site's top traders of the day as editorial cards. */
export function LearnFromTraders({ onCopy }: { onCopy: (master: MasterSummary) => void }) {
  const { t } = useTranslation();
  const headline = useHomeHeadline();
  if (headline.isPending) {
    return (
      <div className={styles.stories}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} active avatar paragraph={{ rows: 4 }} />
        ))}
      </div>
    );
  }
  const stars = headline.data?.stars ?? [];
  if (stars.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('recommend.stars.empty')} />;
  }
  return (
    <div className={styles.stories}>
      {stars.map((star) => (
        <TraderStory key={star.mtAccId} star={star} onCopy={onCopy} />
      ))}
    </div>
  );
}
