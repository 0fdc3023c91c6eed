import { CrownOutlined } from '@ant-design/icons';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import { useSiteConfig } from '@/lib/site-config';
import styles from './brand-sign.module.css';

// The dialogs (and antd's Modal with them) load at the first click on the sign, not with every page.
const UpgradeDialog = lazyScoped(async () => (await import('./limit-dialogs')).UpgradeDialog);
const SignDialog = lazyScoped(async () => (await import('./limit-dialogs')).SignDialog);

/**
 * The brand sign of a version-0 (standard) site, beside its logo (spec 2, issue 15): clicking it opens
 * the "upgrade to professional version" dialog, whose action opens the sign dialog. A custom-branded site
 * (version 1) shows nothing.
 */
export function BrandSign({ tone = 'onDark' }: { tone?: 'onDark' | 'plain' }) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const [open, setOpen] = useState<'upgrade' | 'sign' | null>(null);
  // Once opened the dialogs stay mounted, so they close with their animation.
  const [opened, setOpened] = useState(false);
  if (site.version !== 0) return null;
  return (
    <>
      <button
        type="button"
        className={`${styles.sign} ${tone === 'onDark' ? styles.onDark : styles.plain}`}
        onClick={() => {
          setOpened(true);
          setOpen('upgrade');
        }}
        aria-label={t('limitDialogs.brandSignLabel')}
        title={t('limitDialogs.brandSignLabel')}
        data-testid="brand-sign"
      >
        <CrownOutlined /> {t('limitDialogs.brandSign')}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <UpgradeDialog
            open={open === 'upgrade'}
            onClose={() => setOpen(null)}
            onSign={() => setOpen('sign')}
          />
          <SignDialog open={open === 'sign'} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
