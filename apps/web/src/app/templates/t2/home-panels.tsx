import type { StarRow } from '@copytrade/contracts/discovery';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { useModuleContentList } from '@/features/about/api/get-module-content-list';
import { useHomeHeadline } from '@/features/square/api/top-recommends-of-index';
import { TraderIdentity } from '@/features/square/components/trader-identity';
import { percentText, toneOf } from '@/features/square/utils/figures';
import { ChangeBadge } from '@/features/tools/components/change-badge';
import { FlashPrice } from '@/features/tools/components/flash-price';
import { Sparkline } from '@/features/tools/components/sparkline';
import { formatDate } from '@/lib/format';
import { announcementPath, PATHS } from '@/lib/paths';
import { useTerminalQuotes } from './use-terminal-quotes';
import styles from './terminal-home.module.css';

/** A panel of the terminal home: a titled, bordered block with an optional link in its head. */
export function Panel({
  id,
  title,
  extra,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`${styles.panel} ${className ?? ''}`} aria-labelledby={id}>
      <header className={styles.panelHead}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {extra ? <div className={styles.panelExtra}>{extra}</div> : null}
      </header>
      <div className={styles.panelBody}>{children}</div>
    </section>
  );
}

function MoreLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.more}>
      {children} <ArrowRightOutlined />
    </Link>
  );
}

/** The market overview: the leading markets of the default server with live bid and ask. */
export function MarketPanel() {
  const { t } = useTranslation();
  const { server, rows, isPending } = useTerminalQuotes(8);
  return (
    <Panel
      id="terminal-market"
      title={t('templateTerminal.home.market.title')}
      extra={<MoreLink to={PATHS.transactionData}>{t('templateTerminal.home.market.board')}</MoreLink>}
    >
      {server ? (
        <p className={styles.panelNote}>{t('templateTerminal.home.market.server', { server })}</p>
      ) : null}
      {isPending ? <Skeleton active title={false} paragraph={{ rows: 8 }} /> : null}
      {!isPending && rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templateTerminal.home.market.empty')} />
      ) : null}
      {rows.length > 0 ? (
        <table className={styles.quotes}>
          <thead>
            <tr>
              <th scope="col">{t('templateTerminal.home.market.symbol')}</th>
              <th scope="col" className={styles.num}>
                {t('templateTerminal.home.market.bid')}
              </th>
              <th scope="col" className={`${styles.num} ${styles.wideOnly}`}>
                {t('templateTerminal.home.market.ask')}
              </th>
              <th scope="col" className={`${styles.num} ${styles.wideOnly}`}>
                {t('templateTerminal.home.market.spread')}
              </th>
              <th scope="col" className={styles.num}>
                {t('templateTerminal.home.market.change')}
              </th>
              <th scope="col" className={styles.sparkCell}>
                {t('templateTerminal.home.market.trend')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.symbol}>
                <th scope="row">
                  <span className={styles.symbol}>{row.standardSymbol}</span>
                  <span className={styles.symbolText}>{row.description}</span>
                </th>
                <td className={`${styles.num} ${styles.mono}`}>
                  <FlashPrice value={row.bid} digits={row.digits} />
                </td>
                <td className={`${styles.num} ${styles.mono} ${styles.wideOnly}`}>
                  <FlashPrice value={row.ask} digits={row.digits} />
                </td>
                <td className={`${styles.num} ${styles.wideOnly}`}>{row.spread ?? '—'}</td>
                <td className={styles.num}>
                  <ChangeBadge change={row.change} percent={row.changePercent} compact />
                </td>
                <td className={styles.sparkCell}>
                  <Sparkline points={row.spark} label={row.standardSymbol} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Panel>
  );
}

/** Today's stars as a dense list: the trader, the admin's reason, the growth and the copy action. */
export function StarsPanel({ renderAction }: { renderAction: (star: StarRow) => ReactNode }) {
  const { t } = useTranslation();
  const headline = useHomeHeadline();
  const stars = headline.data?.stars ?? [];
  return (
    <Panel
      id="terminal-stars"
      title={t('templateTerminal.home.stars.title')}
      extra={<MoreLink to={PATHS.communityRecommend}>{t('templateTerminal.home.stars.more')}</MoreLink>}
    >
      {headline.isPending ? <Skeleton active avatar title={false} paragraph={{ rows: 6 }} /> : null}
      {headline.isSuccess && stars.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templateTerminal.home.stars.empty')} />
      ) : null}
      <ul className={styles.stars}>
        {stars.map((star) => (
          <li key={star.mtAccId} className={styles.star}>
            <div className={styles.starMain}>
              <TraderIdentity trader={star} size={32} />
              {star.remark ? <p className={styles.remark}>{star.remark}</p> : null}
            </div>
            <div className={styles.starSide}>
              <span
                className={`${styles.starGrowth} ${toneOf(star.growth) === 'loss' ? styles.loss : styles.gain}`}
              >
                {percentText(star.growth, true)}
              </span>
              <span className={styles.starAction}>{renderAction(star)}</span>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The newest announcements, one line each. */
export function NewsPanel() {
  const { t } = useTranslation();
  const list = useModuleContentList({ moduleCode: 'announcement', page: 1, pageSize: 6 });
  const items = list.data?.items ?? [];
  return (
    <Panel
      id="terminal-news"
      title={t('templateTerminal.home.news.title')}
      extra={<MoreLink to={PATHS.announcementList}>{t('templateTerminal.home.news.all')}</MoreLink>}
    >
      {list.isPending ? <Skeleton active title={false} paragraph={{ rows: 6 }} /> : null}
      {!list.isPending && items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('templateTerminal.home.news.empty')} />
      ) : null}
      <ul className={styles.news}>
        {items.map((item) => (
          <li key={item.contentId}>
            <Link to={announcementPath(item.contentId)} className={styles.newsItem}>
              <time className={styles.newsDate}>{formatDate(item.publishTime, 'MM-DD')}</time>
              <span className={styles.newsTitle}>{item.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The closing call: sign up (or, signed in, the personal center). */
export function CtaBand({
  centerPath,
  onPersonalCenter,
}: {
  /** The signed-in user's personal center; null for a visitor. */
  centerPath: string | null;
  onPersonalCenter: () => void;
}) {
  const { t } = useTranslation();
  const loggedIn = centerPath !== null;
  return (
    <section className={styles.cta} aria-labelledby="terminal-cta">
      <div>
        <h2 id="terminal-cta" className={styles.ctaTitle}>
          {t(loggedIn ? 'templateTerminal.home.cta.loggedTitle' : 'templateTerminal.home.cta.title')}
        </h2>
        <p className={styles.ctaText}>
          {t(loggedIn ? 'templateTerminal.home.cta.loggedText' : 'templateTerminal.home.cta.text')}
        </p>
      </div>
      <div className={styles.ctaActions}>
        {centerPath !== null ? (
          <ButtonLink to={centerPath} type="primary" size="large" onPlainClick={onPersonalCenter}>
            {t('templateTerminal.home.cta.center')}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to={PATHS.register} type="primary" size="large">
              {t('templateTerminal.home.cta.register')}
            </ButtonLink>
            <ButtonLink to={PATHS.square} size="large">
              {t('templateTerminal.home.hero.browse')}
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
