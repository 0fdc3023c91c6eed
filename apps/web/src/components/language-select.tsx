import type { Locale } from '@copytrade/contracts/locale';
import { CheckOutlined, DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuButton } from './menu-button/menu-button';
import styles from './language-select.module.css';

/** Each language is named in itself, so a reader finds theirs whatever the page shows. */
export const NATIVE_LANGUAGE_NAMES: Record<Locale, string> = {
  zh_CN: '简体中文',
  en_US: 'English',
  zh_Hant: '繁體中文',
};

export type LanguageSelectProps = {
  /** The site's availableLang: only these are offered. */
  available: readonly Locale[];
  current: Locale;
  onChange: (locale: Locale) => void;
  /** 'onDark' for the header bar, 'plain' on light backgrounds. */
  tone?: 'onDark' | 'plain';
};

export function LanguageSelect({ available, current, onChange, tone = 'plain' }: LanguageSelectProps) {
  const { t } = useTranslation();
  if (available.length < 2) return null;
  return (
    <MenuButton
      className={`${styles.trigger} ${tone === 'onDark' ? styles.onDark : styles.plain}`}
      aria-label={`${t('common.language')}: ${NATIVE_LANGUAGE_NAMES[current]}`}
      items={available.map((locale) => ({
        key: locale,
        current: locale === current,
        lang: locale === 'en_US' ? 'en' : locale === 'zh_Hant' ? 'zh-Hant' : 'zh-Hans',
        label: (
          <span className={styles.option}>
            {NATIVE_LANGUAGE_NAMES[locale]}
            {locale === current ? <CheckOutlined className={styles.check} /> : null}
          </span>
        ),
      }))}
      onSelect={(key) => {
        if (key !== current) onChange(key as Locale);
      }}
    >
      <GlobalOutlined />
      <span className={styles.label}>{NATIVE_LANGUAGE_NAMES[current]}</span>
      <DownOutlined className={styles.caret} />
    </MenuButton>
  );
}
