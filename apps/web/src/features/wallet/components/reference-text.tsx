import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import records from '@/components/records.module.css';
import { parseReference, referencePath } from '../utils/display';

/**
 * The record behind a ledger line in words: 'payment:1' -> "Subscription payment #1", 'recharge:12' ->
 * "Recharge #12", as a link to where its owner reads it (`linked`: his own billing lines; the admin's
 * audit shows other people's lines as text). An unknown reference shows as sent.
 */
export function ReferenceText({ reference, linked = false }: { reference: string; linked?: boolean }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const parsed = parseReference(reference);
  if (!parsed) return <span className={records.muted}>{reference || '—'}</span>;
  const text = t(`frictions.reference.${parsed.kind}`, { id: parsed.id });
  if (!linked || !user) return <span>{text}</span>;
  return <Link to={referencePath(parsed, user.id)}>{text}</Link>;
}
