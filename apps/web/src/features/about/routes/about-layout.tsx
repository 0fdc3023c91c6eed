import {
  BookOutlined,
  CustomerServiceOutlined,
  FileProtectOutlined,
  InfoCircleOutlined,
  MessageOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { aboutPath } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { ABOUT_PAGES, type AboutPage } from '../utils/about-pages';
import styles from './about-layout.module.css';

const ICONS: Record<AboutPage, ReactNode> = {
  introduce: <InfoCircleOutlined />,
  contactUs: <CustomerServiceOutlined />,
  systemMessages: <MessageOutlined />,
  announcement: <NotificationOutlined />,
  privacyPolicy: <SafetyCertificateOutlined />,
  riskDisclosure: <WarningOutlined />,
  disclaimerSay: <FileProtectOutlined />,
  communityCode: <TeamOutlined />,
  faq: <QuestionCircleOutlined />,
  userGuide: <BookOutlined />,
};

/** /aboutUs: a banner, the side menu of its children and the page in a card. */
export function AboutLayoutRoute() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const brand = site.brandName || site.siteName;
  return (
    <div className={styles.page}>
      <section className={styles.banner}>
        <div className={styles.bannerInner}>
          <h1 className={styles.bannerTitle}>{t('about.bannerTitle', { brand })}</h1>
          <p className={styles.bannerText}>{t('about.bannerText')}</p>
        </div>
      </section>
      <div className={styles.body}>
        <nav className={styles.side} aria-label={t('about.sideMenu')}>
          <ul className={styles.sideList}>
            {ABOUT_PAGES.map((page) => (
              <li key={page}>
                <NavLink
                  to={aboutPath(page)}
                  className={({ isActive }) => `${styles.sideLink} ${isActive ? styles.active : ''}`}
                >
                  <span className={styles.sideIcon}>{ICONS[page]}</span>
                  <span>{t(`about.menu.${page}`)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.content}>
          <Outlet />
        </section>
      </div>
    </div>
  );
}
