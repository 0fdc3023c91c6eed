import styles from './verification.module.css';

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
