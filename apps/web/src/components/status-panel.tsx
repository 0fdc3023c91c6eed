import type { ReactNode } from 'react';
import styles from './status-panel.module.css';

export type StatusPanelProps = {
  /** The large mark above the title: an icon, or a code such as 404. */
  mark: ReactNode;
  tone: 'warning' | 'error' | 'neutral';
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
};

/**
 * A state in place of content (a failed load, a page that broke or does not exist): mark, title, text and
 * actions. Plain markup: Ant Design's Result carries its three illustrations into every page that can fail,
 * the home page among them.
 */
export function StatusPanel({ mark, tone, title, text, actions }: StatusPanelProps) {
  return (
    <div className={styles.panel}>
      <div className={`${styles.mark} ${styles[tone]}`} aria-hidden>
        {mark}
      </div>
      <div className={styles.title}>{title}</div>
      {text ? <div className={styles.text}>{text}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
