import type { SelfUserInfo } from '@copytrade/contracts/profile';
import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactKind } from '../api/contact-change';
import { maskEmail, maskPhone } from '../utils/mask';
import { ChangeContactDialog } from './change-contact-dialog';
import styles from './settings.module.css';

/** The bound email or phone, masked, with Change (or Bind when there is none) opening the dialog. */
export function ContactCard({ kind, user }: { kind: ContactKind; user: SelfUserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const email = kind === 'email';
  const value = email ? user.email : user.phone;
  const label = email ? t('settings.contact.email') : t('settings.contact.phone');
  return (
    <Card className={styles.card}>
      <div className={styles.contactRow}>
        <div className={styles.contactMain}>
          <span className={styles.contactIcon} aria-hidden>
            {email ? <MailOutlined /> : <MobileOutlined />}
          </span>
          <div className={styles.contactText}>
            <span className={styles.contactLabel}>{label}</span>
            <span className={styles.contactValue} data-testid={`${kind}-value`}>
              {value ? (email ? maskEmail(value) : maskPhone(value)) : t('settings.contact.notBound')}
            </span>
            <span className={styles.contactHint}>
              {email ? t('settings.contact.emailHint') : t('settings.contact.phoneHint')}
            </span>
          </div>
        </div>
        <Button
          onClick={() => setOpen(true)}
          aria-label={`${value ? t('settings.contact.change') : t('settings.contact.bind')} ${label}`}
        >
          {value ? t('settings.contact.change') : t('settings.contact.bind')}
        </Button>
      </div>
      <ChangeContactDialog kind={kind} bound={Boolean(value)} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
