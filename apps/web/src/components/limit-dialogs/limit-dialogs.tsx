import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import {
  CheckCircleFilled,
  CrownFilled,
  ExclamationCircleFilled,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '@/lib/api-client';
import { useSiteConfig } from '@/lib/site-config';
import styles from './limit-dialogs.module.css';

/** The site's customer-service QR code (WeChat), else its public account's; '' when it has neither. */
function useServiceQr(): string {
  const site = useSiteConfig();
  return assetUrl(site.weixinQcodeCustService || site.weixinQcodePub);
}

/** The site's support phone and email, when it has them. */
function ContactLines() {
  const { t } = useTranslation();
  const site = useSiteConfig();
  if (!site.custServicePhone && !site.custServiceEmail) return null;
  return (
    <ul className={styles.contact}>
      {site.custServicePhone ? (
        <li>
          <PhoneOutlined /> {t('limitDialogs.contactPhone', { phone: site.custServicePhone })}
        </li>
      ) : null}
      {site.custServiceEmail ? (
        <li>
          <MailOutlined /> {t('limitDialogs.contactEmail', { email: site.custServiceEmail })}
        </li>
      ) : null}
    </ul>
  );
}

function WarningTitle({ children }: { children: ReactNode }) {
  return (
    <span className={styles.title}>
      <ExclamationCircleFilled className={styles.warnIcon} />
      {children}
    </span>
  );
}

/**
 * Spec 2 "copy-limit exceeded" (issue 15): the user holds his site's maximum of live subscriptions
 * (userCopyLimit); the subscribe was refused. Offers his subscriptions page.
 */
export function CopyLimitDialog({
  open,
  count,
  limit,
  onClose,
  onSubscriptions,
}: {
  open: boolean;
  count: number;
  limit: number;
  onClose: () => void;
  /** Opens "My subscriptions" (where one can be cancelled); left out where there is no such page. */
  onSubscriptions?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTHS.SMALL}
      centered
      title={<WarningTitle>{t('limitDialogs.copyLimitTitle')}</WarningTitle>}
      onCancel={onClose}
      footer={[
        onSubscriptions ? (
          <Button key="subs" onClick={onSubscriptions}>
            {t('limitDialogs.mySubscriptions')}
          </Button>
        ) : null,
        <Button key="ok" type="primary" onClick={onClose}>
          {t('limitDialogs.ok')}
        </Button>,
      ]}
    >
      <p className={styles.text}>{t('limitDialogs.copyLimitText', { count, limit })}</p>
      <ContactLines />
    </Modal>
  );
}

/**
 * Spec 2 "trade-count exceeded (with QR code)" (issue 15): the user's follow accounts received his site's
 * maximum of copied trades this month (userTradeLimit); new opens are skipped. With the site's
 * customer-service QR code.
 */
export function TradeLimitDialog({
  open,
  count,
  limit,
  onClose,
}: {
  open: boolean;
  count: number;
  limit: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const qr = useServiceQr();
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTHS.SMALL}
      centered
      title={<WarningTitle>{t('limitDialogs.tradeLimitTitle')}</WarningTitle>}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('limitDialogs.ok')}
        </Button>
      }
    >
      <p className={styles.text}>{t('limitDialogs.tradeLimitText', { count, limit })}</p>
      {qr ? (
        <figure className={styles.qr}>
          <img src={qr} alt={t('limitDialogs.qrAlt')} className={styles.qrImage} />
          <figcaption>{t('limitDialogs.tradeLimitContact')}</figcaption>
        </figure>
      ) : null}
      <ContactLines />
    </Modal>
  );
}

const BENEFITS = ['brand', 'domain', 'limits', 'support'] as const;

/** The title of the professional version's dialogs: the crown and the text. */
function CrownTitle({ children }: { children: ReactNode }) {
  return (
    <span className={styles.title}>
      <CrownFilled className={styles.crown} />
      {children}
    </span>
  );
}

function Benefits() {
  const { t } = useTranslation();
  return (
    <ul className={styles.benefits}>
      {BENEFITS.map((key) => (
        <li key={key}>
          <CheckCircleFilled className={styles.benefitIcon} />
          {t(`limitDialogs.benefits.${key}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec 2 "upgrade to professional version" (issue 15): opened by the brand sign of a version-0 site; what
 * the professional version brings, whether the site may upgrade for free (freeUpgradeFlag), and the way
 * to the sign dialog.
 */
export function UpgradeDialog({
  open,
  onClose,
  onSign,
}: {
  open: boolean;
  onClose: () => void;
  onSign: () => void;
}) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTHS.SMALL}
      centered
      title={<CrownTitle>{t('limitDialogs.upgradeTitle')}</CrownTitle>}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button key="sign" type="primary" onClick={onSign}>
          {t('limitDialogs.upgradeAction')}
        </Button>,
      ]}
    >
      <p className={styles.text}>
        {t('limitDialogs.upgradeText', { brand: site.brandName || site.siteName })}
      </p>
      <Benefits />
      {site.freeUpgradeFlag ? <p className={styles.free}>{t('limitDialogs.upgradeFree')}</p> : null}
    </Modal>
  );
}

/** Spec 2 "sign dialog (QR code and benefit list)" (issue 15): how to sign up for the professional version. */
export function SignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const qr = useServiceQr();
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTHS.SMALL}
      centered
      title={<CrownTitle>{t('limitDialogs.signTitle')}</CrownTitle>}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('limitDialogs.ok')}
        </Button>
      }
    >
      <div className={styles.sign}>
        {qr ? (
          <figure className={styles.qr}>
            <img src={qr} alt={t('limitDialogs.qrAlt')} className={styles.qrImage} />
            <figcaption>{t('limitDialogs.signText')}</figcaption>
          </figure>
        ) : (
          <p className={styles.text}>{t('limitDialogs.signNoQr')}</p>
        )}
        <Benefits />
      </div>
      {qr ? null : <ContactLines />}
    </Modal>
  );
}
