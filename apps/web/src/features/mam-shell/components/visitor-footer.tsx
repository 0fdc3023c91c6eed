import { ClockCircleOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { copyrightText } from '@/lib/copyright';
import { useSiteConfig } from '@/lib/site-config';
import styles from './visitor.module.css';

/** The landing variant's footer: the site's contact channels and the copyright years (spec 2 and 9). */
export function VisitorFooter() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const brand = site.brandName || site.siteName;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>{brand}</div>
        <ul className={styles.footerContact} aria-label={t('mamShell.home.contact')}>
          {site.custServicePhone ? (
            <li>
              <PhoneOutlined aria-hidden /> {site.custServicePhone}
            </li>
          ) : null}
          {site.custServiceEmail ? (
            <li>
              <MailOutlined aria-hidden />{' '}
              <a href={`mailto:${site.custServiceEmail}`}>{site.custServiceEmail}</a>
            </li>
          ) : null}
          {site.workTime ? (
            <li>
              <ClockCircleOutlined aria-hidden /> {site.workTime}
            </li>
          ) : null}
        </ul>
        <p className={styles.copyright}>{copyrightText(brand)}</p>
      </div>
    </footer>
  );
}
