import type { ContentTypeNode } from '@copytrade/contracts/cms';
import { ArrowRightOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryView } from '@/components/query-view';
import { useContentList, useModuleShowInfo } from '@/lib/cms-queries';
import { ContentBand } from '@/components/cms/content-band';
import { useContentDate, useDocumentTitle } from '@/components/cms/content-meta';
import { ContentEmpty } from '@/components/cms/content-states';
import { contentPath, fillPath, PATHS } from '@/lib/paths';
import page from '../components/college-page.module.css';
import { useModuleName } from '../utils/use-module-name';
import styles from './article-class.module.css';

/** One class: its name, description and count, its subclasses, and its three newest articles. */
function ClassCard({ node }: { node: ContentTypeNode }) {
  const { t } = useTranslation();
  const date = useContentDate();
  const list = useContentList({
    moduleCode: 'article',
    typeId: node.typeId,
    order: 'new',
    page: 1,
    pageSize: 3,
  });
  const items = list.data?.items ?? [];
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span className={styles.icon}>
          <FolderOpenOutlined aria-hidden />
        </span>
        <div className={styles.headText}>
          <h2 className={styles.name}>
            <Link to={fillPath(PATHS.articleList, node.typeId)}>{node.name}</Link>
          </h2>
          <span className={styles.count}>{t('cms.items', { count: node.itemCount })}</span>
        </div>
      </div>
      {node.description ? <p className={styles.description}>{node.description}</p> : null}
      {node.children.length > 0 ? (
        <ul className={styles.children}>
          {node.children.map((child) => (
            <li key={child.typeId}>
              <Link to={fillPath(PATHS.articleList, child.typeId)} className={styles.child}>
                {child.name} <span className={styles.childCount}>{child.itemCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {list.isPending ? <Skeleton active title={false} paragraph={{ rows: 3 }} /> : null}
      {list.isSuccess && items.length === 0 ? (
        <p className={styles.none}>{t('college.classes.noArticles')}</p>
      ) : null}
      {items.length > 0 ? (
        <ol className={styles.latest}>
          {items.map((item) => (
            <li key={item.contentId}>
              <Link to={contentPath('article', item.contentId)} className={styles.article}>
                <span className={styles.articleTitle}>{item.title}</span>
                <time className={styles.articleDate}>{date(item.publishTime)}</time>
              </Link>
            </li>
          ))}
        </ol>
      ) : null}
      <Link to={fillPath(PATHS.articleList, node.typeId)} className={styles.more}>
        {t('college.classes.viewAll', { name: node.name })} <ArrowRightOutlined aria-hidden />
      </Link>
    </li>
  );
}

/** /college/articleClass: every article class with its description, counts and newest articles. */
export function ArticleClassRoute() {
  const { t } = useTranslation();
  const info = useModuleShowInfo('article');
  const articles = useModuleName('article');
  const title = t('college.classes.title');
  useDocumentTitle(title);
  return (
    <>
      <ContentBand
        breadcrumb={[
          { title: t('college.title'), to: PATHS.collegeHome },
          { title: articles, to: fillPath(PATHS.articleList) },
          { title },
        ]}
        title={title}
        meta={<p className={page.bandDescription}>{t('college.classes.subtitle')}</p>}
      />
      <div className={page.container}>
        <QueryView
          query={info}
          loading={<Skeleton active paragraph={{ rows: 8 }} />}
          isEmpty={(data) => !data || data.classes.length === 0}
          empty={<ContentEmpty />}
        >
          {(data) => (
            <ul className={styles.grid}>
              {(data?.classes ?? []).map((node) => (
                <ClassCard key={node.typeId} node={node} />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </>
  );
}
