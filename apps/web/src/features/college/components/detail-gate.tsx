import type { ContentDetail } from '@copytrade/contracts/cms';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { QueryView } from '@/components/query-view';
import { useContentDetail } from '@/lib/cms-queries';
import { ContentNotFound } from '@/components/cms/content-states';
import { contentPath } from '@/lib/paths';
import { idParam } from '../utils/college-nav';
import page from './college-page.module.css';
import styles from './detail-gate.module.css';

export type DetailGateProps = {
  /** The module the page reads; an item of another module is sent to its own page. */
  moduleCode: string;
  /** The list a missing item's page links back to. */
  backTo: string;
  backLabel: string;
  /** Overrides the item's own page for an item of this module (a course lesson, read inside its course). */
  redirectOf?: (detail: ContentDetail) => string | null;
  children: (detail: ContentDetail) => ReactNode;
};

/**
 * The detail page of the `:id` in the address: placeholders while it loads, the load error with a retry,
 * a friendly not-found for an unknown or unpublished id, and the item otherwise.
 */
export function DetailGate({ moduleCode, backTo, backLabel, redirectOf, children }: DetailGateProps) {
  const contentId = idParam(useParams().id);
  const detail = useContentDetail(contentId);
  const missing = (
    <div className={page.container}>
      <ContentNotFound backTo={backTo} backLabel={backLabel} />
    </div>
  );
  if (contentId === null) return missing;
  return (
    <QueryView
      query={detail}
      loading={
        <>
          <div className={styles.bandPlaceholder} aria-hidden />
          <div className={`${page.container} ${styles.loading}`} aria-busy>
            <Skeleton active paragraph={{ rows: 12 }} />
          </div>
        </>
      }
      errorFrame={(error) => <div className={page.container}>{error}</div>}
      isEmpty={(item) => item === null}
      empty={missing}
    >
      {(item) => {
        if (!item) return missing;
        if (item.moduleCode !== moduleCode)
          return <Navigate to={contentPath(item.moduleCode, item.contentId)} replace />;
        const elsewhere = redirectOf?.(item);
        return elsewhere ? <Navigate to={elsewhere} replace /> : children(item);
      }}
    </QueryView>
  );
}
