import type { ContentDetail, EducationModule } from '@copytrade/contracts/cms';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { QueryView } from '@/components/query-view';
import { useContentDetail } from '@/lib/cms-queries';
import { ContentNotFound } from './content-states';
import styles from './content-detail-view.module.css';

/**
 * An item's detail page around the item: "not found" (with the way back to its list) for a bad id, an item
 * not served or one of another module; the skeleton while it loads; the error frame when it fails.
 */
export function ContentDetailView({
  contentId,
  moduleCode,
  backTo,
  backLabel,
  children,
}: {
  contentId: number | null;
  moduleCode: EducationModule;
  backTo: string;
  backLabel: string;
  children: (item: ContentDetail) => ReactNode;
}) {
  const detail = useContentDetail(contentId);
  const missing = (
    <div className={styles.missing}>
      <ContentNotFound backTo={backTo} backLabel={backLabel} />
    </div>
  );
  if (contentId === null) return missing;
  return (
    <QueryView
      query={detail}
      loading={
        <div className={styles.loading}>
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      }
      errorFrame={(error) => <div className={styles.loading}>{error}</div>}
      isEmpty={(item) => item === null || item.moduleCode !== moduleCode}
      empty={missing}
    >
      {(item) => (item ? children(item) : null)}
    </QueryView>
  );
}
