import { useTranslation } from 'react-i18next';
import { platformOf } from '../utils/platforms';

/** The name of a download's platform in the reader's language ('' for an unknown one). */
export function usePlatformName(): (platform: string) => string {
  const { t } = useTranslation();
  return (platform) => {
    const known = platformOf(platform);
    return known ? t(`download.platform.${known}`) : '';
  };
}

/**
 * An item's version as shown: a number ("1.0.0", "v2", "Build 1440") reads "Version 1.0.0"; a word the
 * editor put there instead (a store's name, "WebTerminal") stands alone.
 */
export function useVersionText(): (version: string) => string {
  const { t } = useTranslation();
  return (version) => (/^(v|build\s*)?\d/i.test(version) ? t('download.version', { version }) : version);
}
