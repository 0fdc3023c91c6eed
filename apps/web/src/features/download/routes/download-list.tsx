import type { ContentItem, ContentTypeNode } from '@copytrade/contracts/cms';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { contentListOptions, useModuleShowInfo } from '@/lib/cms-queries';
import { useDocumentTitle } from '@/components/cms/content-meta';
import { ContentEmpty } from '@/components/cms/content-states';
import { contentPath, PATHS } from '@/lib/paths';
import { usePagedQuery } from '@/lib/use-paged-query';
import { PrimaryDownload } from '../components/download-actions';
import { DownloadFacts } from '../components/download-facts';
import { PlatformIcon } from '../components/platform-icon';
import { idParam } from '../utils/route-params';
import styles from './download-list.module.css';

/** The class `typeId` anywhere in the tree. */
function findClass(nodes: ContentTypeNode[], typeId: number): ContentTypeNode | undefined {
  for (const node of nodes) {
    if (node.typeId === typeId) return node;
    const inside = findClass(node.children, typeId);
    if (inside) return inside;
  }
  return undefined;
}

/** /download/downloadClass/downloadList/:typeId?: the items of a class (all without one), paged. */
export function DownloadListRoute() {
  const { t } = useTranslation();
  const typeId = idParam(useParams().typeId) ?? undefined;
  const info = useModuleShowInfo('download');
  const current = typeId ? findClass(info.data?.classes ?? [], typeId) : undefined;
  // A class not (or not yet) in the tree: the module's name until the tree says more.
  const title = current?.name ?? (typeId ? t('download.title') : t('download.all'));
  useDocumentTitle(title);
  const [list, paging] = usePagedQuery((page) =>
    contentListOptions({ moduleCode: 'download', order: 'sort', ...(typeId ? { typeId } : {}), ...page }),
  );

  return (
    <section className={styles.panel} aria-labelledby="download-list-title">
      <header className={styles.head}>
        <h2 id="download-list-title" className={styles.title}>
          {title}
        </h2>
        {current?.description || !typeId ? (
          <p className={styles.text}>{current ? current.description : t('download.allText')}</p>
        ) : null}
      </header>
      <QueryView
        query={list}
        loading={<ListSkeleton rows={5} />}
        isEmpty={(data) => data.items.length === 0 && paging.page === 1}
        empty={
          <ContentEmpty
            title={t('download.emptyTitle')}
            hint={t('download.emptyHint')}
            action={<ButtonLink to={PATHS.downloadHome}>{t('download.backToList')}</ButtonLink>}
          />
        }
      >
        {(data) => (
          <>
            <ul className={styles.rows}>
              {data.items.map((item) => (
                <li key={item.contentId}>
                  <DownloadRow item={item} />
                </li>
              ))}
            </ul>
            <Pager total={data.total} paging={paging} />
          </>
        )}
      </QueryView>
    </section>
  );
}

/** One download: platform, title and summary, its facts, and the download and details links. */
function DownloadRow({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  return (
    <article className={styles.row}>
      <span className={styles.icon} data-platform={item.platform}>
        <PlatformIcon platform={item.platform} />
      </span>
      <div className={styles.main}>
        <h3 className={styles.rowTitle}>
          <Link to={contentPath('download', item.contentId)}>{item.title}</Link>
        </h3>
        {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
        <DownloadFacts item={item} className={styles.facts} />
      </div>
      <div className={styles.actions}>
        <PrimaryDownload item={item} />
        <Link to={contentPath('download', item.contentId)} className={styles.details}>
          {t('download.action.details')}
        </Link>
      </div>
    </article>
  );
}
