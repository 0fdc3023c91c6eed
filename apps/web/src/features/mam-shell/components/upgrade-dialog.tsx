import {
  CheckCircleFilled,
  CrownOutlined,
  MailOutlined,
  PhoneOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '@/lib/api-client';
import { useSiteConfig } from '@/lib/site-config';
import styles from './upgrade-dialog.module.css';

export type UpgradeDialogProps = { open: boolean; onClose: () => void };

/**
 * "Upgrade to professional version" (spec 2, Other UI; spec 6 Logo): what the custom-branded version adds,
 * and how to reach the site's customer service to upgrade. Opened by the brand sign of a version-0 site.
 */
export function UpgradeDialog({ open, onClose }: UpgradeDialogProps) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const benefits = [
    t('mamShell.upgrade.benefit1'),
    t('mamShell.upgrade.benefit2'),
    t('mamShell.upgrade.benefit3'),
    t('mamShell.upgrade.benefit4'),
  ];
  const qr = assetUrl(site.weixinQcodeCustService);
  const hasContact = Boolean(site.custServicePhone || site.custServiceEmail || qr);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={460}
      centered
      title={
        <span className={styles.title}>
          <CrownOutlined className={styles.crown} aria-hidden /> {t('mamShell.upgrade.title')}
        </span>
      }
      footer={
        <Button type="primary" onClick={onClose}>
          {t('mamShell.upgrade.ok')}
        </Button>
      }
    >
      <p className={styles.lead}>{t('mamShell.upgrade.lead')}</p>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit}>
            <CheckCircleFilled className={styles.check} aria-hidden />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <div className={styles.contact}>
        <p className={styles.contactTitle}>
          {hasContact ? t('mamShell.upgrade.contact') : t('mamShell.upgrade.contactAdmin')}
        </p>
        {site.custServicePhone ? (
          <p className={styles.contactLine}>
            <PhoneOutlined aria-hidden /> <a href={`tel:${site.custServicePhone}`}>{site.custServicePhone}</a>
          </p>
        ) : null}
        {site.custServiceEmail ? (
          <p className={styles.contactLine}>
            <MailOutlined aria-hidden />{' '}
            <a href={`mailto:${site.custServiceEmail}`}>{site.custServiceEmail}</a>
          </p>
        ) : null}
        {qr ? (
          <figure className={styles.qr}>
            <img src={qr} alt={t('mamShell.upgrade.wechat')} width={120} height={120} />
            <figcaption>
              <WechatOutlined aria-hidden /> {t('mamShell.upgrade.wechat')}
            </figcaption>
          </figure>
        ) : null}
      </div>
    </Modal>
  );
}
