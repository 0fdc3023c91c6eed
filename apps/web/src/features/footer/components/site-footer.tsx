import { ClockCircleOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assetUrl } from '@/lib/api-client';
import { mailUrl, telUrl } from '@/lib/contact-links';
import { copyrightText } from '@/lib/copyright';
import { PATHS } from '@/lib/paths';
import { useSiteConfig } from '@/lib/site-config';
import { useSiteFooter } from '../api/get-site-footer-content';
import styles from './site-footer.module.css';

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

/** The site footer: logo, statement, link groups, contact and copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const footer = useSiteFooter();
  const info = footer.data?.siteInfo;
  const brand = info?.brandName || site.brandName || site.siteName;
  const logo = assetUrl(info?.footBarLogo || site.footBarLogo);
  const email = info?.custServiceEmail || site.custServiceEmail;
  const phone = info?.custServicePhone || site.custServicePhone;
  const workTime = info?.workTime || site.workTime;
  const qr = assetUrl(info?.weixinQcodePub || site.weixinQcodePub);
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
            <p className={styles.tagline}>{t('footer.tagline')}</p>
          </div>
          {groups.map((group) => (
            <div key={group.title} className={styles.col}>
              <h2 className={styles.colTitle}>{group.title}</h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={`${link.title}-${link.url}`}>
                    <FooterLink url={link.url} title={link.title} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {email || phone || workTime || qr ? (
            <div className={styles.contactCol}>
              <h2 className={styles.colTitle}>{t('footer.contact')}</h2>
              <ul className={styles.contact}>
                {email ? (
                  <li>
                    <MailOutlined /> <a href={mailUrl(email)}>{email}</a>
                  </li>
                ) : null}
                {phone ? (
                  <li>
                    <PhoneOutlined /> <a href={telUrl(phone)}>{phone}</a>
                  </li>
                ) : null}
                {workTime ? (
                  <li>
                    <ClockCircleOutlined /> <span>{workTime}</span>
                  </li>
                ) : null}
              </ul>
              {qr ? (
                <figure className={styles.qr}>
                  <img src={qr} alt={t('contact.wechatPublic')} width={96} height={96} />
                  <figcaption>{t('contact.wechatPublic')}</figcaption>
                </figure>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className={styles.risk}>
          <strong>{t('footer.riskTitle')}</strong> {statement || t('footer.riskText')}{' '}
          <Link to={PATHS.riskDisclosure}>{t('footer.riskLink')}</Link>
        </div>
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
