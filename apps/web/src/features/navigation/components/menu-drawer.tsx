import type { Locale } from '@copytrade/contracts/locale';
import type { MenuItem } from '@copytrade/contracts/site';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { LanguageSelect } from '@/components/language-select';
import { changeLanguage } from '@/i18n/locale';
import { PATHS } from '@/lib/paths';
import { NavMenu } from './nav-menu';

export type MenuDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The site's brand, as the header shows it. */
  title: ReactNode;
  items: readonly MenuItem[];
  locale: Locale;
  languages: readonly Locale[];
  /** A visitor also gets the register entry. */
  signedIn: boolean;
  /** The menu's colours: light on the community headers, dark on the terminal template's. */
  theme: 'dark' | 'light';
  className?: string;
  footerClassName?: string;
};

/**
 * The headers' menu on a phone (the community site's, the hash-mode site's, the terminal template's): the
 * server menu, the register entry for a visitor and the language. Loaded at the first tap on the menu
 * button (`MenuDrawerHost`).
 */
export function MenuDrawer(props: MenuDrawerProps) {
  const { open, onClose, title, items, locale, languages, signedIn, theme, className, footerClassName } =
    props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={300} title={title} className={className}>
      <NavMenu items={items} locale={locale} mode="inline" theme={theme} onNavigate={onClose} />
      <div className={footerClassName}>
        {signedIn ? null : (
          <ButtonLink
            to={PATHS.register}
            block
            onPlainClick={() => {
              onClose();
              void navigate(PATHS.register);
            }}
          >
            {t('header.register')}
          </ButtonLink>
        )}
        <LanguageSelect available={languages} current={locale} onChange={(next) => changeLanguage(next)} />
      </div>
    </Drawer>
  );
}
