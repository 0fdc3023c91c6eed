import { FONT_STACKS, textColorOn, type FontKey } from '@copytrade/contracts/site-settings';
import { CustomerServiceOutlined, QqOutlined, UpOutlined, WechatOutlined } from '@ant-design/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '@/lib/api-client';
import { copyrightText } from '@/lib/copyright';
import { isHexColor } from '@copytrade/theme/color';
import { THEME_DEFAULTS } from '@copytrade/theme/palette';
import styles from './brand-preview.module.css';

/** What the preview draws: the brand fields as the admin is editing them (not yet saved). */
export type BrandLook = {
  brandName: string;
  siteName: string;
  navibarLogo: string;
  footBarLogo: string;
  bannerBg: string;
  themeColor: string;
  secondThemeColor: string;
  fontColor: string;
  secondFontColor: string;
  headerBgc: string;
  footerBgc: string;
  rightBarBackgroundColor: string;
  fontFamily: FontKey;
};

const color = (value: string, fallback: string) => (isHexColor(value.trim()) ? value.trim() : fallback);

/** The colours of a look, each valid one as typed and the spec's default for one that is not (yet). */
export function lookColors(look: BrandLook) {
  const fontColor = color(look.fontColor, THEME_DEFAULTS.fontColor);
  const headerBgc = color(look.headerBgc, THEME_DEFAULTS.headerBgc);
  const footerBgc = color(look.footerBgc, THEME_DEFAULTS.footerBgc);
  const rightBarBackgroundColor = color(look.rightBarBackgroundColor, THEME_DEFAULTS.rightBarBackgroundColor);
  return {
    themeColor: color(look.themeColor, THEME_DEFAULTS.themeColor),
    secondThemeColor: color(look.secondThemeColor, THEME_DEFAULTS.secondThemeColor),
    fontColor,
    secondFontColor: color(look.secondFontColor, '#666666'),
    headerBgc,
    footerBgc,
    rightBarBackgroundColor,
  };
}

/**
 * A miniature of the site as it will look (Brand & look's live preview): the header with the navigation
 * logo, a hero on the banner background with the theme's buttons, a trader card in the font colours, the
 * right contact bar and the footer with its logo. Drawn from the values being edited, before saving.
 */
export function BrandPreview({ look }: { look: BrandLook }) {
  const { t } = useTranslation();
  const colors = lookColors(look);
  const vars = {
    '--pv-primary': colors.themeColor,
    '--pv-secondary': colors.secondThemeColor,
    '--pv-text': colors.fontColor,
    '--pv-text-2': colors.secondFontColor,
    '--pv-header-bg': colors.headerBgc,
    '--pv-header-text': textColorOn(colors.headerBgc, colors.fontColor),
    '--pv-footer-bg': colors.footerBgc,
    '--pv-footer-text': textColorOn(colors.footerBgc, colors.fontColor),
    '--pv-rightbar-bg': colors.rightBarBackgroundColor,
    '--pv-rightbar-text': textColorOn(colors.rightBarBackgroundColor, colors.fontColor),
    '--pv-button-text': '#ffffff',
    fontFamily: FONT_STACKS[look.fontFamily] || undefined,
  } as CSSProperties;
  const brand = look.brandName.trim() || t('siteSettings.preview.brandPlaceholder');
  const banner = look.bannerBg ? { backgroundImage: `url("${assetUrl(look.bannerBg)}")` } : undefined;

  return (
    <figure
      className={styles.preview}
      style={vars}
      aria-label={t('siteSettings.preview.label')}
      data-testid="brand-preview"
    >
      <div className={styles.chrome} aria-hidden>
        <span />
        <span />
        <span />
      </div>
      <header className={styles.header} data-testid="preview-header">
        {look.navibarLogo ? (
          <img src={assetUrl(look.navibarLogo)} alt={brand} className={styles.logo} />
        ) : (
          <strong className={styles.brandText}>{brand}</strong>
        )}
        <nav className={styles.nav}>
          <span className={styles.navActive}>{t('siteSettings.preview.home')}</span>
          <span>{t('siteSettings.preview.square')}</span>
          <span>{t('siteSettings.preview.about')}</span>
        </nav>
        <span className={styles.headerActions}>
          <span className={styles.ghost}>{t('header.login')}</span>
          <span className={styles.primary} data-testid="preview-button">
            {t('header.register')}
          </span>
        </span>
      </header>
      <div
        className={`${styles.hero} ${banner ? styles.heroImage : ''}`}
        style={banner}
        data-testid="preview-hero"
      >
        <div className={styles.heroText}>
          <strong className={styles.heroTitle}>{look.siteName.trim() || brand}</strong>
          <span className={styles.heroLine}>{t('siteSettings.preview.heroLine')}</span>
          <span className={styles.heroButtons}>
            <span className={styles.primary}>{t('siteSettings.preview.start')}</span>
            <span className={styles.secondary}>{t('siteSettings.preview.learn')}</span>
          </span>
        </div>
      </div>
      <div className={styles.body}>
        <div className={styles.card}>
          <span className={styles.cardTitle}>{t('siteSettings.preview.trader')}</span>
          <span className={styles.cardFigure}>+38.42%</span>
          <span className={styles.cardNote}>{t('siteSettings.preview.traderNote')}</span>
        </div>
        <div className={styles.card}>
          <span className={styles.cardTitle}>{t('siteSettings.preview.trader2')}</span>
          <span className={styles.cardFigure}>+12.07%</span>
          <span className={styles.cardNote}>{t('siteSettings.preview.traderNote')}</span>
        </div>
        <aside className={styles.rightBar} aria-hidden>
          <CustomerServiceOutlined />
          <QqOutlined />
          <WechatOutlined />
          <UpOutlined />
        </aside>
      </div>
      <footer className={styles.footer} data-testid="preview-footer">
        {look.footBarLogo ? (
          <img src={assetUrl(look.footBarLogo)} alt={brand} className={styles.footerLogo} />
        ) : (
          <strong>{brand}</strong>
        )}
        <span className={styles.footerLinks}>
          <span>{t('siteSettings.preview.about')}</span>
          <span>{t('siteSettings.preview.contact')}</span>
          <span>{t('siteSettings.preview.risk')}</span>
        </span>
        <span className={styles.copyright}>{copyrightText(brand)}</span>
      </footer>
    </figure>
  );
}
