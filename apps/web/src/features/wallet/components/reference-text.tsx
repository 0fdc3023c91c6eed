import { useTranslation } from 'react-i18next';
import { parseReference } from '../utils/display';
import styles from './wallet.module.css';

/** The record behind a ledger line in words: 'recharge:12' -> "Recharge #12"; anything else as sent. */
export function ReferenceText({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const parsed = parseReference(reference);
  if (!parsed) return <span className={styles.muted}>{reference || '—'}</span>;
  return <span>{t(`wallet.reference.${parsed.kind}`, { id: parsed.id })}</span>;
}
