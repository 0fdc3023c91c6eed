import { FireFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './importance.module.css';

const LEVEL_CLASS = ['', styles.low, styles.medium, styles.high];
const LEVEL_KEY = {
  1: 'marketNews.importance.level1',
  2: 'marketNews.importance.level2',
  3: 'marketNews.importance.level3',
} as const;

/** The text of an importance level (1 low, 2 medium, 3 high). */
export const importanceKey = (level: number) => LEVEL_KEY[level === 3 ? 3 : level === 2 ? 2 : 1];

/** Importance as three flames, as many lit as the level (1 low, 2 medium, 3 high). */
export function Importance({ level }: { level: number }) {
  const { t } = useTranslation();
  const label = t(importanceKey(level));
  return (
    <Tooltip title={label}>
      <span className={`${styles.flames} ${LEVEL_CLASS[level] ?? ''}`} role="img" aria-label={label}>
        {[1, 2, 3].map((n) => (
          <FireFilled key={n} className={n <= level ? styles.lit : styles.dim} />
        ))}
      </span>
    </Tooltip>
  );
}
