import {
  AimOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  FileTextOutlined,
  StockOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { MARKET_PAGES, TOOL_PAGES, TOOL_PATH, toolPageOf, type ToolPage } from '../utils/tools-nav';
import styles from './tools-layout.module.css';

const ICONS: Record<ToolPage, ReactNode> = {
  transactionData: <StockOutlined aria-hidden />,
  financeCalendar: <CalendarOutlined aria-hidden />,
  timeTelegram: <ThunderboltOutlined aria-hidden />,
  calculator: <CalculatorOutlined aria-hidden />,
  pivotPoints: <AimOutlined aria-hidden />,
  everydayReport: <FileTextOutlined aria-hidden />,
};

function ToolLink({ page, active, className }: { page: ToolPage; active: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={TOOL_PATH[page]}
      className={active ? `${className} ${styles.active}` : className}
      aria-current={active ? 'page' : undefined}
    >
      <span className={styles.icon}>{ICONS[page]}</span>
      <span className={styles.label}>{t(`tools.nav.${page}`)}</span>
    </Link>
  );
}

/**
 * /tools: the tools' menu (a side menu on a desktop, segmented tabs on a phone) beside the page. The pages
 * come from the route table, so the market-news pages sit here without this feature importing them.
 */
export function ToolsLayoutRoute() {
  const { t } = useTranslation();
  const current = toolPageOf(useLocation().pathname);
  const topPages = TOOL_PAGES.filter((page) => !MARKET_PAGES.includes(page));
  const tabs = useRef<HTMLElement>(null);

  // A phone's tab strip scrolls sideways: bring the page's tab into it (the page itself does not move).
  useEffect(() => {
    const strip = tabs.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active) return;
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.clientWidth) / 2;
  }, [current]);

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <nav className={styles.menu} aria-label={t('tools.navLabel')}>
            <div className={styles.menuTitle}>{t('tools.title')}</div>
            {topPages.map((page) => (
              <ToolLink key={page} page={page} active={current === page} className={styles.menuLink} />
            ))}
            <div className={styles.menuGroup}>{t('tools.nav.market')}</div>
            {MARKET_PAGES.map((page) => (
              <ToolLink key={page} page={page} active={current === page} className={styles.menuLink} />
            ))}
          </nav>
        </aside>
        <nav ref={tabs} className={styles.tabs} aria-label={t('tools.navLabel')}>
          {TOOL_PAGES.map((page) => (
            <ToolLink key={page} page={page} active={current === page} className={styles.tab} />
          ))}
        </nav>
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
