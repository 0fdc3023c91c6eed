import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import styles from './partners.module.css';

/** A row of figures (totals, counts) as small cards; wraps to one column on a phone. */
export function StatFigures({ items }: { items: { key: string; title: string; value: ReactNode }[] }) {
  return (
    <div className={styles.stats}>
      {items.map((item) => (
        <Card key={item.key} size="small">
          <Statistic title={item.title} valueRender={() => item.value} />
        </Card>
      ))}
    </div>
  );
}
