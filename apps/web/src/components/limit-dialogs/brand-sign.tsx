import { CrownOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/lib/site-config';
import { SignDialog, UpgradeDialog } from './limit-dialogs';
import styles from './brand-sign.module.css';

/**
 * The brand sign of a version-0 (standard) site, beside its logo (spec 2, issue 15): clicking it opens
 * the "upgrade to professional version" dialog, whose action opens the sign dialog. A custom-branded site
 * (version 1) shows nothing.
 */
export function BrandSign({ tone = 'onDark' }: { tone?: 'onDark' | 'plain' }) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const [open, setOpen] = useState<'upgrade' | 'sign' | null>(null);
  if (site.version !== 0) return null;
  return (
    <>
      <button
        type="button"
        className={`${styles.sign} ${tone === 'onDark' ? styles.onDark : styles.plain}`}
        onClick={() => setOpen('upgrade')}
        aria-label={t('limitDialogs.brandSignLabel')}
        title={t('limitDialogs.brandSignLabel')}
        data-testid="brand-sign"
      >
        <CrownOutlined /> {t('limitDialogs.brandSign')}
      </button>
      <UpgradeDialog open={open === 'upgrade'} onClose={() => setOpen(null)} onSign={() => setOpen('sign')} />
      <SignDialog open={open === 'sign'} onClose={() => setOpen(null)} />
    </>
  );
}
