import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from '@/components/hint/hint';
import mark from '@/components/hint/question-mark.module.css';
import { helpTextKey, type HelpKey } from '../utils/help-keys';
import styles from './profile.module.css';

/** The "?" beside a statistic: its formula and a worked example (DOMAIN.md: numbers users can reproduce). */
export function StatHelp({ helpKey, name }: { helpKey: HelpKey; name: string }) {
  const { t } = useTranslation();
  const texts = helpTextKey(helpKey);
  return (
    <Hint
      className={styles.helpOverlay}
      content={() => (
        <div className={styles.helpTip}>
          <div className={styles.helpName}>{name}</div>
          <p>{t(`${texts}.formula`)}</p>
          <p className={styles.helpExample}>
            <span>{t('profile.help.example')}</span> {t(`${texts}.example`)}
          </p>
        </div>
      )}
    >
      {(trigger) => (
        <button
          {...trigger}
          type="button"
          className={`${styles.helpButton} ${mark.questionMark}`}
          aria-label={t('profile.help.aria', { name })}
        />
      )}
    </Hint>
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
