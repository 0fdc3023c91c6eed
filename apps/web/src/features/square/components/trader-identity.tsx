import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Chip } from '@/components/chip/chip';
import { PersonAvatar } from '@/components/person-avatar';
import { traderPath } from '@/lib/paths';
import styles from './trader-identity.module.css';

export type TraderRef = {
  mtAccId: number;
  userName: string;
  image: string;
  login: string;
  loginOrder: number;
  isMock?: number;
};

/**
 * A trader in a list: avatar, nickname linking to the profile, and the account as `#order login`. The
 * avatar repeats the name's link for the pointer only; the name is the link in the tab order.
 */
export function TraderIdentity({
  trader,
  size = 36,
  extra,
  className,
}: {
  trader: TraderRef;
  size?: number;
  /** Shown after the account line (stars, a tag). */
  extra?: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const to = traderPath(trader.mtAccId);
  return (
    <div className={`${styles.identity} ${className ?? ''}`}>
      <Link to={to} tabIndex={-1} aria-hidden className={styles.avatar}>
        <PersonAvatar name={trader.userName} image={trader.image} size={size} />
      </Link>
      <div className={styles.text}>
        <Link to={to} className={size >= 44 ? `${styles.name} ${styles.nameLarge}` : styles.name}>
          {trader.userName}
        </Link>
        <span className={styles.account}>
          <span className={styles.login}>
            #{trader.loginOrder} {trader.login}
          </span>
          {trader.isMock === 1 ? <Chip className={styles.demo}>{t('traders.demo')}</Chip> : null}
          {extra}
        </span>
      </div>
    </div>
  );
}
