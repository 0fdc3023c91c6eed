import { CopyOutlined } from '@ant-design/icons';
import { Button, QRCode, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/lib/feedback';
import styles from './trc20-address.module.css';

/**
 * A USDT TRC20 address to send money to: a QR code a wallet app scans, the address in full (grouped for
 * reading, copied whole) and a copy button. The network is named, since USDT sent over another network to
 * a TRON address is lost.
 */
export function Trc20Address({ address, size = 148 }: { address: string; size?: number }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const copy = () => {
    void navigator.clipboard
      ?.writeText(address)
      .then(() => void message.success(t('frictions.address.copied')))
      .catch(() => void message.error(t('frictions.address.copyFailed')));
  };
  return (
    <div className={styles.box}>
      <QRCode value={address} size={size} bordered={false} className={styles.qr} type="svg" />
      <div className={styles.text}>
        <div className={styles.head}>
          <span className={styles.label}>{t('frictions.address.label')}</span>
          <Tag color="green" bordered={false}>
            {t('frictions.address.network')}
          </Tag>
        </div>
        <code className={styles.address} data-testid="trc20-address">
          {address}
        </code>
        <Button icon={<CopyOutlined aria-hidden />} onClick={copy} className={styles.copy}>
          {t('frictions.address.copy')}
        </Button>
        <p className={styles.warn}>{t('frictions.address.warning')}</p>
      </div>
    </div>
  );
}
