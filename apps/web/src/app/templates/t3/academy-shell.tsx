import {
  ClockCircleOutlined,
  MailOutlined,
  MenuOutlined,
  PhoneOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useCallback, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { LanguageSelect } from '@/components/language-select';
import { BrandSign } from '@/components/limit-dialogs/brand-sign';
import { RouteProgress } from '@/components/route-progress';
import { ContactBar } from '@/features/footer/components/contact-bar';
import { useSiteFooter } from '@/features/footer/api/get-site-footer-content';
import { LazyMessageBell } from '@/features/messages/components/lazy-message-bell';
import { useHeaderData } from '@/features/navigation/api/get-header-data';
import { NavMenu } from '@/features/navigation/components/nav-menu';
import { LazyUserMenu } from '@/features/navigation/components/lazy-user-menu';
import { isHeaderHidden } from '@/features/navigation/utils/header-rules';
import { availableLocales, changeLanguage, currentLocale } from '@/i18n/locale';
import { assetUrl } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { mailUrl, telUrl } from '@/lib/contact-links';
import { copyrightText } from '@/lib/copyright';
import { isIframe } from '@/lib/iframe';
import { openLoginDialog } from '@/lib/login-dialog';
import { fillPath, PATHS } from '@/lib/paths';
import { normalizeInternalPath, useSiteConfig } from '@/lib/site-config';
import { sitePalette } from '@copytrade/theme/palette';
import { RealtimeBridge } from '../../realtime-bridge';
import { LoginDialogHost, scrollKey } from '../../shells/shell-parts';
import styles from './academy-shell.module.css';

/**
 * Template 3 ("Academy"): a calm two-row header (the brand's masthead in the site's header colour, then
 * the menu on paper white), the page, and a footer of large link columns leading into the college.
 */

/** The masthead and the menu row; the menu folds into a drawer on narrow screens. */
function AcademyHeader() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const user = useCurrentUser();
  const locale = currentLocale();
  const menu = useHeaderData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const brand = site.brandName || site.siteName;
  const logo = assetUrl(site.navibarLogo);
  const languages = availableLocales(site.availableLang);
  const tone = sitePalette(site).headerDark ? 'onDark' : 'plain';
  const items = menu.data ?? [];

  return (
    <header className={styles.header}>
      <div className={styles.masthead}>
        <div className={styles.mastInner}>
          <Link to={normalizeInternalPath(site.defaultBaseUrl)} className={styles.brand} aria-label={brand}>
            {logo ? (
              <img src={logo} alt={brand} className={styles.logo} />
            ) : (
              <span className={styles.brandText}>{brand}</span>
            )}
          </Link>
          <BrandSign tone={tone} />
          <span className={styles.motto}>{t('templateAcademy.header.motto')}</span>
          <div className={styles.actions}>
            <Link to={PATHS.collegeSearch} className={`${styles.searchLink} ${styles.wide}`}>
              <SearchOutlined aria-hidden /> {t('templateAcademy.header.search')}
            </Link>
            {user ? <LazyMessageBell /> : null}
            <span className={styles.wide}>
              <LanguageSelect
                available={languages}
                current={locale}
                onChange={(next) => changeLanguage(next)}
                tone={tone}
              />
            </span>
            {user ? (
              <LazyUserMenu user={user} />
            ) : (
              <>
                <ButtonLink to={PATHS.register} type="text" className={`${styles.ghost} ${styles.register}`}>
                  {t('header.register')}
                </ButtonLink>
                <ButtonLink to={PATHS.login} type="primary" onPlainClick={() => openLoginDialog()}>
                  {t('header.login')}
                </ButtonLink>
              </>
            )}
            <Button
              type="text"
              className={`${styles.ghost} ${styles.burger}`}
              icon={<MenuOutlined />}
              aria-label={t('header.openMenu')}
              onClick={() => setDrawerOpen(true)}
            />
          </div>
        </div>
      </div>
      <nav className={styles.menuRow} aria-label={t('header.navigation')}>
        <div className={styles.menuInner}>
          <NavMenu items={items} locale={locale} mode="horizontal" theme="light" className={styles.menu} />
        </div>
      </nav>
      <Drawer open={drawerOpen} onClose={closeDrawer} placement="right" size={300} title={brand}>
        <NavMenu items={items} locale={locale} mode="inline" theme="light" onNavigate={closeDrawer} />
        <div className={styles.drawerFooter}>
          <ButtonLink to={PATHS.collegeSearch} block icon={<SearchOutlined />} onPlainClick={closeDrawer}>
            {t('templateAcademy.header.search')}
          </ButtonLink>
          <LanguageSelect available={languages} current={locale} onChange={(next) => changeLanguage(next)} />
        </div>
      </Drawer>
    </header>
  );
}

type FooterColumn = { title: string; links: { title: string; url: string }[] };

function FooterLink({ url, title }: { url: string; title: string }) {
  if (/^https?:\/\//.test(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
    );
  }
  return <Link to={url}>{title}</Link>;
}

/** The footer: the brand, the academy's own columns, the site's link groups, contact and the fine print. */
function AcademyFooter() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const footer = useSiteFooter();
  const info = footer.data?.siteInfo;
  const brand = info?.brandName || site.brandName || site.siteName;
  const logo = assetUrl(info?.footBarLogo || site.footBarLogo);
  const email = info?.custServiceEmail || site.custServiceEmail;
  const phone = info?.custServicePhone || site.custServicePhone;
  const workTime = info?.workTime || site.workTime;
  const statement = info?.openStatement?.trim();
  const own: FooterColumn[] = [
    {
      title: t('templateAcademy.footer.learn'),
      links: [
        { title: t('templateAcademy.footer.collegeHome'), url: PATHS.collegeHome },
        { title: t('college.modules.article'), url: fillPath(PATHS.articleList) },
        { title: t('college.modules.course'), url: PATHS.courseListHome },
        { title: t('college.modules.encyclopedia'), url: PATHS.foreignExchangeHome },
      ],
    },
    {
      title: t('templateAcademy.footer.markets'),
      links: [
        { title: t('tools.nav.financeCalendar'), url: PATHS.financeCalendar },
        { title: t('tools.nav.timeTelegram'), url: PATHS.timeTelegram },
        { title: t('tools.nav.everydayReport'), url: PATHS.everydayReport },
        { title: t('tools.nav.calculator'), url: PATHS.calculator },
      ],
    },
    {
      title: t('templateAcademy.footer.community'),
      links: [
        { title: t('templateAcademy.footer.recommend'), url: PATHS.communityRecommend },
        { title: t('templateAcademy.footer.traders'), url: PATHS.square },
        { title: t('templateAcademy.footer.followers'), url: PATHS.henchman },
        { title: t('about.menu.userGuide'), url: PATHS.userGuide },
      ],
    },
  ];
  const columns = [
    ...own,
    ...(footer.data?.groups ?? []).filter((group) => group.links.length > 0).slice(0, 2),
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.footInner}>
        <div className={styles.footTop} style={{ '--t3-cols': columns.length } as CSSProperties}>
          <div className={styles.footBrand}>
            {logo ? (
              <img className={styles.footLogo} src={logo} alt={brand} />
            ) : (
              <div className={styles.footBrandName}>{brand}</div>
            )}
            <p className={styles.footTagline}>{t('templateAcademy.footer.tagline')}</p>
            <ul className={styles.contact}>
              {email ? (
                <li>
                  <MailOutlined aria-hidden /> <a href={mailUrl(email)}>{email}</a>
                </li>
              ) : null}
              {phone ? (
                <li>
                  <PhoneOutlined aria-hidden /> <a href={telUrl(phone)}>{phone}</a>
                </li>
              ) : null}
              {workTime ? (
                <li>
                  <ClockCircleOutlined aria-hidden /> <span>{workTime}</span>
                </li>
              ) : null}
            </ul>
          </div>
          {columns.map((column) => (
            <div key={column.title} className={styles.footCol}>
              <h3 className={styles.footColTitle}>{column.title}</h3>
              <ul className={styles.footLinks}>
                {column.links.map((link) => (
                  <li key={`${link.title}-${link.url}`}>
                    <FooterLink url={link.url} title={link.title} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className={styles.risk}>
          <strong>{t('footer.riskTitle')}</strong> {statement || t('footer.riskText')}{' '}
          <Link to={PATHS.riskDisclosure}>{t('footer.riskLink')}</Link>
        </p>
        <div className={styles.footBottom}>
          <span>{copyrightText(brand)}</span>
          <span className={styles.footBottomLinks}>
            <Link to={PATHS.introduce}>{t('about.menu.introduce')}</Link>
            <Link to={PATHS.privacyPolicy}>{t('about.menu.privacyPolicy')}</Link>
            <Link to={PATHS.disclaimerSay}>{t('about.menu.disclaimerSay')}</Link>
            <Link to={PATHS.contactUs}>{t('about.menu.contactUs')}</Link>
          </span>
        </div>
      </div>
    </footer>
  );
}

/** The editorial serif of the headings, unless the site sets its own font (then that font everywhere). */
const DISPLAY_SERIF = "Georgia, 'Times New Roman', 'Noto Serif SC', 'Songti SC', 'Source Han Serif', serif";

/** The layout route of template 3. The header rules of template 1 apply (no chrome on the login pages). */
export function AcademyShell() {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const chromeHidden = isHeaderHidden(pathname, isIframe());
  const display = { '--t3-display': site.fontFamily?.trim() ? 'var(--ct-font-family)' : DISPLAY_SERIF };
  return (
    <div className={styles.shell} style={display as CSSProperties}>
      <RouteProgress />
      {chromeHidden ? null : <AcademyHeader />}
      <main className={styles.main}>
        <Outlet />
      </main>
      {chromeHidden ? null : <AcademyFooter />}
      {chromeHidden ? null : <ContactBar />}
      <LoginDialogHost />
      <RealtimeBridge />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
