import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './page-numbers.module.css';

/** The pages a pager shows: the first, the last, the current one with its neighbours; gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const shown = new Set(
    [1, pages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pages),
  );
  // A gap of one page shows that page rather than an ellipsis.
  if (shown.has(3)) shown.add(2);
  if (shown.has(pages - 2)) shown.add(pages - 1);
  const sorted = [...shown].sort((a, b) => a - b);
  const window: (number | null)[] = [];
  for (const page of sorted) {
    const last = window.at(-1);
    if (typeof last === 'number' && page > last + 1) window.push(null);
    window.push(page);
  }
  return window;
}

export type PageNumbersProps = {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
};

/**
 * A plain pager (previous, page numbers, next, the count) for the pages that must stay light — the home
 * page — where Ant Design's Pagination would bring its size selector and Select with it.
 */
export function PageNumbers({ total, page, pageSize, onChange }: PageNumbersProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages < 2) return null;
  const go = (next: number) => {
    if (next >= 1 && next <= pages && next !== page) onChange(next);
  };
  return (
    <nav className={styles.pager} aria-label={t('common.pagination')}>
      <span className={styles.total}>{t('common.totalItems', { count: total })}</span>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={t('common.previousPage')}
            disabled={page <= 1}
            onClick={() => go(page - 1)}
          >
            <LeftOutlined />
          </button>
        </li>
        {pageWindow(page, pages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={item === page ? `${styles.page} ${styles.current}` : styles.page}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={t('common.nextPage')}
            disabled={page >= pages}
            onClick={() => go(page + 1)}
          >
            <RightOutlined />
          </button>
        </li>
      </ul>
    </nav>
  );
}
