import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import {
  MARKET_COUNTRY_CODES,
  type CalendarEvent,
  type CalendarQuery,
} from '@copytrade/contracts/market-news';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Segmented, Select, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/cms/content-meta';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { useSiteMessage } from '@/lib/market-socket';
import { useFinanceCalendar } from '../api/get-finance-calendar';
import { CountryBadge } from '../components/country-badge';
import { Importance } from '../components/importance';
import { LiveBadge } from '../components/live-badge';
import { compareActual } from '../utils/figures';
import { applyCalendarMessage } from '../utils/live-updates';
import { useFlashIds } from '../utils/use-flash-ids';
import styles from './finance-calendar.module.css';

type View = 'day' | 'week';
const DAY_FORMAT = 'YYYY-MM-DD';

/** The visitor's UTC offset, as +08:00. */
const zoneLabel = () => dayjs().format('Z');

/** The range of the view in the visitor's time: a local day, or the local week (Monday to Sunday). */
function rangeOf(view: View, day: Dayjs): { from: Dayjs; to: Dayjs } {
  if (view === 'day') return { from: day.startOf('day'), to: day.startOf('day').add(1, 'day') };
  const monday = day.startOf('day').subtract((day.day() + 6) % 7, 'day');
  return { from: monday, to: monday.add(7, 'day') };
}

function EventRow({ event, fresh, now }: { event: CalendarEvent; fresh: boolean; now: number }) {
  const { t } = useTranslation();
  const compared = compareActual(event.actual, event.forecast);
  const past = event.time <= now;
  return (
    <li
      className={`${styles.row} ${event.importance === 3 ? styles.major : ''} ${fresh ? styles.fresh : ''}`}
    >
      <span className={styles.time}>{dayjs(event.time).format('HH:mm')}</span>
      <span className={styles.country}>
        <CountryBadge country={event.country} currency={event.currency} compact />
      </span>
      <span className={styles.importance}>
        <Importance level={event.importance} />
      </span>
      <span className={styles.title}>{event.title}</span>
      <span className={styles.figure}>
        <span className={styles.figureLabel}>{t('marketNews.calendar.actual')}</span>
        {event.actual ? (
          <Tooltip title={compared ? t(`marketNews.calendar.${compared}`) : undefined}>
            <b
              className={
                compared === 'above' ? styles.above : compared === 'below' ? styles.below : styles.actual
              }
            >
              {event.actual}
            </b>
          </Tooltip>
        ) : (
          <span className={styles.pending}>{past ? '—' : t('marketNews.calendar.pending')}</span>
        )}
      </span>
      <span className={styles.figure}>
        <span className={styles.figureLabel}>{t('marketNews.calendar.forecast')}</span>
        {event.forecast || '—'}
      </span>
      <span className={styles.figure}>
        <span className={styles.figureLabel}>{t('marketNews.calendar.previous')}</span>
        {event.previous || '—'}
      </span>
    </li>
  );
}

/** Today, or on a weekend (no releases) the Monday after it: what a visitor opening the calendar wants. */
function firstTradingDay(): Dayjs {
  const today = dayjs().startOf('day');
  const weekday = today.day();
  if (weekday === 6) return today.add(2, 'day');
  if (weekday === 0) return today.add(1, 'day');
  return today;
}

/** The events grouped by the visitor's day. */
function groupByDay(events: CalendarEvent[]): { day: string; events: CalendarEvent[] }[] {
  const groups: { day: string; events: CalendarEvent[] }[] = [];
  for (const event of events) {
    const day = dayjs(event.time).format(DAY_FORMAT);
    const last = groups.at(-1);
    if (last?.day === day) last.events.push(event);
    else groups.push({ day, events: [event] });
  }
  return groups;
}

/**
 * /tools/financeCalendar: the economic calendar of a day (with previous / next) or of this week, in the
 * visitor's time zone, filtered by country and importance. Actual values entered by the site's admin
 * arrive live and flash on the row; an actual above or below the forecast is coloured.
 */
export function FinanceCalendarRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('marketNews.calendar.title'));
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const view: View = params.get('view') === 'week' ? 'week' : 'day';
  const dayParam = dayjs(params.get('day') ?? '', DAY_FORMAT, true);
  const day = dayParam.isValid() ? dayParam : firstTradingDay();
  const country = params.get('country') ?? '';
  const importance = Number(params.get('importance') ?? '0');
  const { from, to } = rangeOf(view, day);
  const query: CalendarQuery = {
    from: from.valueOf(),
    to: to.valueOf(),
    ...(country ? { country: country as CalendarQuery['country'] } : {}),
    ...(importance > 1 ? { importance } : {}),
  };
  const calendar = useFinanceCalendar(query);
  const [fresh, markFresh] = useFlashIds();
  const [zone] = useState(zoneLabel);
  const [now] = useState(() => Date.now());

  useSiteMessage('calendar', (message) => {
    applyCalendarMessage(queryClient, message, currentLocale());
    if (!message.removed) markFresh(message.event.eventId);
  });

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const step = (direction: 1 | -1) =>
    update({ day: day.add(direction, view === 'week' ? 'week' : 'day').format(DAY_FORMAT) });
  const isToday = day.isSame(firstTradingDay(), 'day');
  const rangeText =
    view === 'day'
      ? day.format(t('marketNews.calendar.dayFormat'))
      : `${from.format(t('marketNews.calendar.shortDayFormat'))} – ${to.subtract(1, 'day').format(t('marketNews.calendar.shortDayFormat'))}`;

  return (
    <div className={styles.page}>
      <PageHeading
        title={t('marketNews.calendar.title')}
        meta={t('marketNews.calendar.subtitle', { zone })}
        extra={<LiveBadge />}
      />
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <div className={styles.dateNav}>
            <Segmented<View>
              value={view}
              onChange={(value) => update({ view: value === 'week' ? 'week' : null })}
              options={[
                { value: 'day', label: t('marketNews.calendar.byDay') },
                { value: 'week', label: t('marketNews.calendar.thisWeek') },
              ]}
            />
            <div className={styles.stepper}>
              <Button
                icon={<LeftOutlined />}
                aria-label={t(
                  view === 'week' ? 'marketNews.calendar.previousWeek' : 'marketNews.calendar.previousDay',
                )}
                onClick={() => step(-1)}
              />
              <DatePicker
                className={styles.picker}
                value={day}
                picker={view === 'week' ? 'week' : 'date'}
                allowClear={false}
                format={() => rangeText}
                onChange={(value: Dayjs | null) => value && update({ day: value.format(DAY_FORMAT) })}
              />
              <Button
                icon={<RightOutlined />}
                aria-label={t(
                  view === 'week' ? 'marketNews.calendar.nextWeek' : 'marketNews.calendar.nextDay',
                )}
                onClick={() => step(1)}
              />
              <Button type="link" disabled={isToday} onClick={() => update({ day: null })}>
                {t('marketNews.calendar.today')}
              </Button>
            </div>
          </div>
          <div className={styles.filters}>
            <Select
              className={styles.countrySelect}
              value={country}
              onChange={(value: string) => update({ country: value })}
              popupMatchSelectWidth={false}
              options={[
                { value: '', label: t('marketNews.calendar.allCountries') },
                ...MARKET_COUNTRY_CODES.map((code) => ({
                  value: code,
                  label: `${code} · ${t(`marketNews.countries.${code}`)}`,
                })),
              ]}
              aria-label={t('marketNews.calendar.country')}
            />
            <Segmented<number>
              value={importance > 1 ? importance : 1}
              onChange={(value) => update({ importance: value > 1 ? String(value) : null })}
              options={[
                { value: 1, label: t('marketNews.calendar.allImportance') },
                { value: 2, label: t('marketNews.calendar.mediumUp') },
                { value: 3, label: t('marketNews.calendar.highOnly') },
              ]}
            />
          </div>
        </div>
        <div className={styles.head} aria-hidden>
          <span>{t('marketNews.calendar.time')}</span>
          <span>{t('marketNews.calendar.country')}</span>
          <span>{t('marketNews.calendar.importance')}</span>
          <span>{t('marketNews.calendar.event')}</span>
          <span className={styles.right}>{t('marketNews.calendar.actual')}</span>
          <span className={styles.right}>{t('marketNews.calendar.forecast')}</span>
          <span className={styles.right}>{t('marketNews.calendar.previous')}</span>
        </div>
        <QueryView
          query={calendar}
          loading={
            <div className={styles.pad}>
              <ListSkeleton rows={8} />
            </div>
          }
          isEmpty={(events) => events.length === 0}
          empty={
            <EmptyState
              roomy
              icon={<CalendarOutlined />}
              title={t('marketNews.calendar.emptyTitle')}
              hint={t(
                country || importance > 1
                  ? 'marketNews.calendar.emptyFiltered'
                  : 'marketNews.calendar.emptyHint',
              )}
            />
          }
        >
          {(events) => (
            <div className={calendar.isPlaceholderData ? styles.stale : undefined}>
              {groupByDay(events).map((group) => (
                <div key={group.day} className={styles.group}>
                  <div className={styles.dayHeader}>
                    <span>{dayjs(group.day).format(t('marketNews.calendar.dayFormat'))}</span>
                    <span className={styles.count}>
                      {t('marketNews.calendar.count', { count: group.events.length })}
                    </span>
                  </div>
                  <ul className={styles.list}>
                    {group.events.map((event) => (
                      <EventRow
                        key={event.eventId}
                        event={event}
                        now={now}
                        fresh={fresh.has(event.eventId)}
                      />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </QueryView>
      </section>
      <p className={styles.note}>{t('marketNews.calendar.note')}</p>
    </div>
  );
}
