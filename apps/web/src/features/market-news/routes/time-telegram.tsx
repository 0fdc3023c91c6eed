import { ThunderboltOutlined } from '@ant-design/icons';
import type { NewsFlash } from '@copytrade/contracts/market-news';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Switch, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/components/cms/content-meta';
import { PageHeading } from '@/components/page-heading';
import { EmptyState, ListSkeleton } from '@/components/page-states';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { useSiteMessage } from '@/lib/market-socket';
import { useNewsFlashes } from '../api/get-news-flashes';
import { LiveBadge } from '../components/live-badge';
import { applyNewsFlashMessage } from '../utils/live-updates';
import { useFlashIds } from '../utils/use-flash-ids';
import styles from './time-telegram.module.css';

/** The items grouped by the visitor's day, newest first. */
function byDay(items: NewsFlash[]): { day: string; items: NewsFlash[] }[] {
  const groups: { day: string; items: NewsFlash[] }[] = [];
  for (const item of items) {
    const day = dayjs(item.time).format('YYYY-MM-DD');
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

function DayLabel({ day }: { day: string }) {
  const { t } = useTranslation();
  const date = dayjs(day);
  const relative = date.isSame(dayjs(), 'day')
    ? t('marketNews.flash.today')
    : date.isSame(dayjs().subtract(1, 'day'), 'day')
      ? t('marketNews.flash.yesterday')
      : null;
  return (
    <div className={styles.day}>
      {relative ? <span className={styles.relative}>{relative}</span> : null}
      <span>{date.format(t('marketNews.calendar.dayFormat'))}</span>
    </div>
  );
}

/**
 * /tools/timeTelegram: the news flash, a live timeline newest first with day separators; important items
 * in red. Items the site's admin adds arrive on top while the page is open; older ones load on demand.
 */
export function TimeTelegramRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('marketNews.flash.title'));
  const [params, setParams] = useSearchParams();
  const importantOnly = params.get('important') === '1';
  const flashes = useNewsFlashes(importantOnly);
  const queryClient = useQueryClient();
  const [fresh, markFresh] = useFlashIds();

  useSiteMessage('newsflash', (message) => {
    applyNewsFlashMessage(queryClient, message, currentLocale(), Date.now());
    if (!message.removed) markFresh(message.item.flashId);
  });

  const toggle = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('important', '1');
        else next.delete('important');
        return next;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <PageHeading
        title={t('marketNews.flash.title')}
        meta={t('marketNews.flash.subtitle')}
        extra={<LiveBadge />}
      />
      <section className={styles.card}>
        <div className={styles.toolbar}>
          <label className={styles.filter}>
            <Switch size="small" checked={importantOnly} onChange={toggle} />
            {t('marketNews.flash.importantOnly')}
          </label>
        </div>
        <QueryView
          query={flashes}
          loading={
            <div className={styles.pad}>
              <ListSkeleton rows={8} />
            </div>
          }
          isEmpty={(data) => data.pages.every((page) => page.length === 0)}
          empty={
            <EmptyState
              roomy
              icon={<ThunderboltOutlined />}
              title={t('marketNews.flash.emptyTitle')}
              hint={t('marketNews.flash.emptyHint')}
            />
          }
        >
          {(data) => (
            <>
              {byDay(data.pages.flat()).map((group) => (
                <div key={group.day} className={styles.group}>
                  <DayLabel day={group.day} />
                  <ol className={styles.timeline}>
                    {group.items.map((item) => (
                      <li
                        key={item.flashId}
                        className={`${styles.item} ${item.important ? styles.important : ''} ${fresh.has(item.flashId) ? styles.fresh : ''}`}
                      >
                        <time className={styles.time} dateTime={new Date(item.time).toISOString()}>
                          {dayjs(item.time).format('HH:mm')}
                        </time>
                        <span className={styles.dot} aria-hidden />
                        <p className={styles.text}>
                          {item.important ? (
                            <Tag color="error" className={styles.tag}>
                              {t('marketNews.flash.important')}
                            </Tag>
                          ) : null}
                          {item.content}
                        </p>
                      </li>
                    ))}
                  </ol>
                </div>
              ))}
              <div className={styles.more}>
                {flashes.hasNextPage ? (
                  <Button loading={flashes.isFetchingNextPage} onClick={() => void flashes.fetchNextPage()}>
                    {t('marketNews.flash.loadMore')}
                  </Button>
                ) : (
                  <span className={styles.end}>{t('marketNews.flash.end')}</span>
                )}
              </div>
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
