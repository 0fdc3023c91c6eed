import { LinkOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/lib/feedback';
import styles from './share-bar.module.css';

/** Copy the page's link, and the phone's own share sheet where the browser has one. */
export function ShareBar({ title, text }: { title: string; text?: string }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const url = typeof window === 'undefined' ? '' : window.location.href;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = () => {
    if (!navigator.clipboard) {
      void message.error(t('cms.copyFailed'));
      return;
    }
    navigator.clipboard
      .writeText(url)
      .then(() => void message.success(t('cms.linkCopied')))
      .catch(() => void message.error(t('cms.copyFailed')));
  };
  // A cancelled share sheet rejects too; nothing to tell the reader then.
  const share = () => void navigator.share({ title, text, url }).catch(() => undefined);

  return (
    <div className={styles.bar}>
      <span className={styles.label}>{t('cms.shareTitle')}</span>
      <Button icon={<LinkOutlined aria-hidden />} onClick={copy}>
        {t('cms.copyLink')}
      </Button>
      {canShare ? (
        <Button icon={<ShareAltOutlined aria-hidden />} onClick={share}>
          {t('cms.share')}
        </Button>
      ) : null}
    </div>
  );
}
