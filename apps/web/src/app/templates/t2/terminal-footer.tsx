import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteFooter } from '@/features/footer/api/get-site-footer-content';
import { assetUrl } from '@/lib/api-client';
import { mailUrl, telUrl } from '@/lib/contact-links';
import { copyrightText } from '@/lib/copyright';
import { PATHS } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { sitePalette } from '@copytrade/theme/palette';
import styles from './terminal-footer.module.css';

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

/**
 * Template 2's footer, compact: the brand and its contact on one side, the site's footer links in columns
 * on the other, then the risk statement and the copyright line (2019 to this year).
 */
export function TerminalFooter() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const footer = useSiteFooter();
  const info = footer.data?.siteInfo;
  const brand = info?.brandName || site.brandName || site.siteName;
  const footerLogo = info?.footBarLogo || site.footBarLogo;
  // The footer logo is drawn for the site's footer colour: used only when that footer is dark too.
  const logo = sitePalette(site).footerDark ? assetUrl(footerLogo) : '';
  const email = info?.custServiceEmail || site.custServiceEmail;
  const phone = info?.custServicePhone || site.custServicePhone;
  const groups = (footer.data?.groups ?? []).filter((group) => group.links.length > 0);
  const statement = info?.openStatement?.trim();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brandCol}>
            {logo ? (
              <img className={styles.logo} src={logo} alt={brand} />
            ) : (
              <div className={styles.brandName}>{brand}</div>
            )}
            <p className={styles.tagline}>{t('templateTerminal.footer.tagline')}</p>
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
            </ul>
          </div>
          <nav className={styles.groups} aria-label={t('templateTerminal.footer.links')}>
            {groups.map((group) => (
              <div key={group.title} className={styles.group}>
                <h3 className={styles.groupTitle}>{group.title}</h3>
                <ul className={styles.links}>
                  {group.links.map((link) => (
                    <li key={`${link.title}-${link.url}`}>
                      <FooterLink url={link.url} title={link.title} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className={styles.risk}>
          <strong>{t('footer.riskTitle')}</strong> {statement || t('footer.riskText')}{' '}
          <Link to={PATHS.riskDisclosure}>{t('footer.riskLink')}</Link>
        </p>
        <div className={styles.bottom}>
          <span>{copyrightText(brand)}</span>
          <span className={styles.bottomLinks}>
            <Link to={PATHS.privacyPolicy}>{t('about.menu.privacyPolicy')}</Link>
            <Link to={PATHS.disclaimerSay}>{t('about.menu.disclaimerSay')}</Link>
            <Link to={PATHS.contactUs}>{t('about.menu.contactUs')}</Link>
          </span>
        </div>
      </div>
    </footer>
  );
}
