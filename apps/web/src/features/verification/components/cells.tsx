import { formatDate } from '@/lib/format';
import styles from './verification.module.css';

export function DateCell({ value }: { value: number | null }) {
  if (value === null) return <span className={styles.date}>—</span>;
  return <span className={styles.date}>{formatDate(value)}</span>;
}

/** The person behind a submission: nickname, then the email or phone and the user id. */
export function PersonCell({
  nickname,
  email,
  phone,
  userId,
}: {
  nickname: string;
  email: string | null;
  phone: string | null;
  userId: number;
}) {
  return (
    <span className={styles.person}>
      <span>{nickname || `#${userId}`}</span>
      <span className={styles.personLine}>{email ?? phone ?? ''}</span>
      <span className={styles.personLine}>ID {userId}</span>
    </span>
  );
}
