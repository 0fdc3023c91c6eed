import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './star-rating.module.css';

/**
 * The 13-week rating as 1-5 stars (and the score on hover), or "not rated" when the account closed no
 * trade in the window. Drawn as one element (a masked gradient, see the stylesheet) rather than antd Rate:
 * it is a figure, not an input.
 */
export function StarRating({
  stars,
  rating,
  size = 'default',
  className,
}: {
  stars: number | null;
  rating: number | null;
  size?: 'small' | 'default';
  className?: string;
}) {
  const { t } = useTranslation();
  if (stars === null || rating === null) {
    return (
      <span className={`${styles.unrated} ${styles[size]} ${className ?? ''}`}>{t('stars.unrated')}</span>
    );
  }
  const filled = Math.max(0, Math.min(5, stars));
  const label = t('stars.label', { stars: filled, score: rating });
  return (
    <span
      className={`${styles.stars} ${styles[size]} ${className ?? ''}`}
      style={{ '--stars': filled } as CSSProperties}
      role="img"
      aria-label={label}
      title={label}
    />
  );
}
