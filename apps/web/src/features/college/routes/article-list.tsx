import type { ContentTypeNode } from '@copytrade/contracts/cms';
import { FireOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Button, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListSkeleton } from '@/components/page-states';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { contentListOptions, useContentTags, useModuleShowInfo } from '@/lib/cms-queries';
import { ContentBand, type Crumb } from '@/components/cms/content-band';
import { ContentCard } from '@/components/cms/content-card';
import { useDocumentTitle } from '@/components/cms/content-meta';
import { ContentEmpty, ContentNotFound } from '@/components/cms/content-states';
import { fillPath, PATHS } from '@/lib/paths';
import { useListParams, usePagedQuery } from '@/lib/use-paged-query';
import page from '../components/college-page.module.css';
import { findClass } from '../utils/class-tree';
import { idParam } from '../utils/college-nav';
import { useModuleName } from '../utils/use-module-name';
import styles from './article-list.module.css';

type Order = 'new' | 'hot';

/** The class tree as a side menu: every class with its count, subclasses indented. */
function ClassMenu({
  nodes,
  active,
  depth = 0,
}: {
  nodes: readonly ContentTypeNode[];
  active: number | null;
  depth?: number;
}) {
  return (
    <ul className={depth === 0 ? styles.menu : styles.subMenu}>
      {nodes.map((node) => (
        <li key={node.typeId}>
          <Link
            to={fillPath(PATHS.articleList, node.typeId)}
            className={node.typeId === active ? `${styles.menuLink} ${styles.menuActive}` : styles.menuLink}
            aria-current={node.typeId === active ? 'page' : undefined}
          >
            <span className={styles.menuName}>{node.name}</span>
            <span className={styles.menuCount}>{node.itemCount}</span>
          </Link>
          {node.children.length > 0 ? (
            <ClassMenu nodes={node.children} active={active} depth={depth + 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** /college/articleList/:typeId?: the articles of a class (all without one), by tag, newest or most read. */
export function ArticleListRoute() {
  const { t } = useTranslation();
  const typeId = idParam(useParams().typeId);
  const [params, setParam] = useListParams();
  const tagId = idParam(params.get('tag'));
  const order: Order = params.get('order') === 'hot' ? 'hot' : 'new';
  const info = useModuleShowInfo('article');
  const moduleName = useModuleName('article');
  const tags = useContentTags('article', typeId ?? undefined);
  const [list, paging] = usePagedQuery((p) =>
    contentListOptions({
      moduleCode: 'article',
      ...(typeId ? { typeId } : {}),
      ...(tagId ? { tagId } : {}),
      order,
      ...p,
    }),
  );

  const classes = info.data?.classes ?? [];
  const found = typeId ? findClass(classes, typeId) : null;
  const unknownClass = typeId !== null && info.isSuccess && found === null;
  const title = found?.node.name ?? (typeId ? '' : t('college.articles.allTitle'));
  useDocumentTitle(unknownClass ? null : title || moduleName);

  const breadcrumb: Crumb[] = [
    { title: t('college.title'), to: PATHS.collegeHome },
    { title: moduleName, to: found ? fillPath(PATHS.articleList) : undefined },
    ...(found?.ancestors ?? []).map((node) => ({
      title: node.name,
      to: fillPath(PATHS.articleList, node.typeId),
    })),
    ...(found ? [{ title: found.node.name }] : []),
  ];

  if (unknownClass) {
    return (
      <div className={page.container}>
        <ContentNotFound
          backTo={fillPath(PATHS.articleList)}
          backLabel={t('college.articles.back')}
          title={t('college.articles.classMissing')}
        />
      </div>
    );
  }

  const description = found ? found.node.description : info.data?.description;
  return (
    <>
      <ContentBand
        breadcrumb={breadcrumb}
        title={title || <Skeleton.Input active size="small" />}
        meta={description ? <p className={page.bandDescription}>{description}</p> : null}
      />
      <div className={`${page.container} ${styles.layout}`}>
        <aside className={styles.side}>
          <nav className={styles.sideCard} aria-label={t('college.articles.classesLabel')}>
            <h2 className={styles.sideTitle}>{t('college.articles.classesLabel')}</h2>
            <Link
              to={fillPath(PATHS.articleList)}
              className={typeId === null ? `${styles.menuLink} ${styles.menuActive}` : styles.menuLink}
              aria-current={typeId === null ? 'page' : undefined}
            >
              <span className={styles.menuName}>{t('college.articles.allTitle')}</span>
              <span className={styles.menuCount}>{info.data?.itemCount ?? ''}</span>
            </Link>
            {info.isPending ? <ListSkeleton rows={4} /> : <ClassMenu nodes={classes} active={typeId} />}
            <Link to={PATHS.articleClass} className={styles.sideMore}>
              {t('college.articles.browseClasses')}
            </Link>
          </nav>
        </aside>
        <section className={styles.main}>
          <div className={styles.toolbar}>
            <ul className={styles.tags} aria-label={t('cms.tags')}>
              <li>
                <button
                  type="button"
                  className={tagId === null ? `${styles.tag} ${styles.tagActive}` : styles.tag}
                  aria-pressed={tagId === null}
                  onClick={() => setParam('tag', undefined)}
                >
                  {t('college.articles.allTags')}
                </button>
              </li>
              {(tags.data ?? []).map((tag) => (
                <li key={tag.tagId}>
                  <button
                    type="button"
                    className={tagId === tag.tagId ? `${styles.tag} ${styles.tagActive}` : styles.tag}
                    aria-pressed={tagId === tag.tagId}
                    onClick={() => setParam('tag', tagId === tag.tagId ? undefined : String(tag.tagId))}
                  >
                    #{tag.name} <span className={styles.tagCount}>{tag.count}</span>
                  </button>
                </li>
              ))}
            </ul>
            <Segmented<Order>
              value={order}
              onChange={(value) => setParam('order', value === 'new' ? undefined : value)}
              options={[
                { value: 'new', label: t('college.articles.newest'), icon: <ClockCircleOutlined /> },
                { value: 'hot', label: t('college.articles.popular'), icon: <FireOutlined /> },
              ]}
            />
          </div>
          <div className={styles.listCard}>
            <QueryView
              query={list}
              loading={<ListSkeleton rows={5} />}
              isEmpty={(data) => data.items.length === 0 && paging.page === 1}
              empty={
                <ContentEmpty
                  title={t('college.articles.emptyTitle')}
                  hint={tagId ? t('college.articles.emptyTagHint') : t('cms.emptyHint')}
                  action={
                    tagId ? (
                      <Button onClick={() => setParam('tag', undefined)}>
                        {t('college.articles.clearTag')}
                      </Button>
                    ) : null
                  }
                />
              }
            >
              {(data) => (
                <>
                  <p className={styles.total}>{t('college.articles.total', { count: data.total })}</p>
                  <div className={styles.rows}>
                    {data.items.map((item) => (
                      <ContentCard key={item.contentId} item={item} variant="row" />
                    ))}
                  </div>
                  <Pager total={data.total} paging={paging} />
                </>
              )}
            </QueryView>
          </div>
        </section>
      </div>
    </>
  );
}
