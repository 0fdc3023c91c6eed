import type { ReactNode } from 'react';
import { PersonAvatar } from '@/components/person-avatar';
import styles from './subscribe.module.css';

/** What a screen shows of the trade account being copied. */
export type MasterSummary = {
  mtAccId: number;
  /** The trader's nickname. */
  userName: string;
  image: string;
  loginOrder: number;
  login: string;
  platformName: string;
  serverName: string;
  strategy?: string;
};

/** The trader and his account: avatar or initial, name, #order login, platform and server, strategy. */
export function MasterSummaryCard({ master, extra }: { master: MasterSummary; extra?: ReactNode }) {
  return (
    <div className={styles.master}>
      <PersonAvatar name={master.userName} image={master.image} size={48} />
      <div className={styles.masterText}>
        <div className={styles.masterName}>{master.userName}</div>
        <div className={styles.masterAccount}>
          <span className={styles.login}>
            #{master.loginOrder} {master.login}
          </span>
          <span className={styles.server}>
            {master.platformName} · {master.serverName}
          </span>
        </div>
        {master.strategy ? <p className={styles.strategy}>{master.strategy}</p> : null}
        {extra}
      </div>
    </div>
  );
}
