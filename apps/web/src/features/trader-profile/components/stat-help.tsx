import { QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { helpTextKey, type HelpKey } from '../utils/help-keys';
import styles from './profile.module.css';

/** The "?" beside a statistic: its formula and a worked example (DOMAIN.md: numbers users can reproduce). */
export function StatHelp({ helpKey, name }: { helpKey: HelpKey; name: string }) {
  const { t } = useTranslation();
  const texts = helpTextKey(helpKey);
  return (
    <Tooltip
      title={
        <div className={styles.helpTip}>
          <div className={styles.helpName}>{name}</div>
          <p>{t(`${texts}.formula`)}</p>
          <p className={styles.helpExample}>
            <span>{t('profile.help.example')}</span> {t(`${texts}.example`)}
          </p>
        </div>
      }
      classNames={{ root: styles.helpOverlay }}
    >
      <button type="button" className={styles.helpButton} aria-label={t('profile.help.aria', { name })}>
        <QuestionCircleOutlined />
      </button>
    </Tooltip>
  );
}

/** A statistic's name followed by its help. */
export function StatLabel({ helpKey, children }: { helpKey: HelpKey; children: string }): ReactNode {
  return (
    <span className={styles.statLabel}>
      {children}
      <StatHelp helpKey={helpKey} name={children} />
    </span>
  );
}
