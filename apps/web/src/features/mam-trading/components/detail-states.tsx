import { SearchOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button-link';
import { EmptyState } from '@/components/page-states';
import styles from './mam-trading.module.css';

/** A detail page opened without an account (no `?id=`): back to the list it belongs to. */
export function NoAccountChosen({ listPath }: { listPath: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel}>
      <EmptyState
        roomy
        icon={<SearchOutlined />}
        title={t('mamTrading.noAccountChosen')}
        hint={t('mamTrading.noAccountChosenHint')}
        action={<ButtonLink to={listPath}>{t('mamTrading.backToList')}</ButtonLink>}
      />
    </section>
  );
}

/** The placeholders of a detail page's head while the account loads. */
export function DetailSkeleton(): ReactNode {
  return (
    <section className={styles.panel}>
      <Skeleton active paragraph={{ rows: 4 }} />
    </section>
  );
}

/** A panel with a title (and something on its right). */
export function Panel({
  id,
  title,
  extra,
  children,
}: {
  id: string;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.panelHead}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}
