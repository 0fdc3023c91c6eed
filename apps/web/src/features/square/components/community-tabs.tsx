import { FireOutlined, LineChartOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { PATHS } from '@/lib/paths';
import styles from './community-tabs.module.css';

const TABS: { to: string; key: 'recommend' | 'traders' | 'followers'; icon: ReactNode }[] = [
  { to: PATHS.communityRecommend, key: 'recommend', icon: <FireOutlined /> },
  { to: PATHS.square, key: 'traders', icon: <LineChartOutlined /> },
  { to: PATHS.henchman, key: 'followers', icon: <TeamOutlined /> },
];

/**
 * The community's sections (spec 2: communityRecommend, trader, henchman) as a tab bar. Each tab is a link
 * (open in a new tab, share, history), marked as a tab of a tab list so it reads as the page's sections.
 */
export function CommunityTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className={styles.bar} aria-label={t('square.tabs.label')}>
      <div className={styles.inner} role="tablist">
        {TABS.map((tab) => (
          <NavLink
            key={tab.key}
            to={tab.to}
            role="tab"
            aria-selected={pathname === tab.to || pathname.startsWith(`${tab.to}/`)}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            <span className={styles.icon} aria-hidden>
              {tab.icon}
            </span>
            {t(`square.tabs.${tab.key}`)}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
