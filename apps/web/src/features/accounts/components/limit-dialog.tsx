import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/lib/site-config';
import type { LimitKind } from '../utils/limits';
import styles from './limit-dialog.module.css';

/**
 * Spec 5 and 8: the usage-limit dialog (trade accounts at masterMaxNumber: 当前系统用量已达上限，请联系客服升级)
 * and the cannot-add dialog (follow accounts at copyMaxNumber: 无法添加账户 / 当前托管账户已达上限，请联系站长升级).
 */
export function LimitDialog({ kind, onClose }: { kind: LimitKind | null; onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSiteConfig();
  const usage = kind === 'usage';
  return (
    <Modal
      open={kind !== null}
      width={DIALOG_WIDTHS.SMALL}
      title={
        <span className={styles.title}>
          <ExclamationCircleFilled className={styles.icon} />
          {usage ? t('accounts.limit.usageTitle') : t('accounts.limit.copyTitle')}
        </span>
      }
      onCancel={onClose}
      centered
      footer={
        <Button type="primary" onClick={onClose}>
          {t('accounts.limit.ok')}
        </Button>
      }
    >
      <p className={styles.text}>{usage ? t('accounts.limit.usageText') : t('accounts.limit.copyText')}</p>
      {usage && (site.custServicePhone || site.custServiceEmail) ? (
        <ul className={styles.contact}>
          {site.custServicePhone ? (
            <li>{t('accounts.limit.contactPhone', { phone: site.custServicePhone })}</li>
          ) : null}
          {site.custServiceEmail ? (
            <li>{t('accounts.limit.contactEmail', { email: site.custServiceEmail })}</li>
          ) : null}
        </ul>
      ) : null}
    </Modal>
  );
}
