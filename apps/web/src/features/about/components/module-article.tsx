import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '@/components/markdown';
import { PageHeading } from '@/components/page-heading';
import { QueryView } from '@/components/query-view';
import { formatDate } from '@/lib/format';
import { useModuleContent } from '../api/get-module-content';

export type ModuleArticleProps = {
  moduleCode: string;
  /** The page's own title, used while loading and when the operator wrote none. */
  fallbackTitle: string;
};

/** A content module page: its title, publish date and Markdown body (spec 2, about us). */
export function ModuleArticle({ moduleCode, fallbackTitle }: ModuleArticleProps) {
  const { t } = useTranslation();
  const content = useModuleContent(moduleCode);

  const heading = <PageHeading title={fallbackTitle} />;
  return (
    <QueryView
      query={content}
      loading={
        <>
          {heading}
          <Skeleton active paragraph={{ rows: 8 }} />
        </>
      }
      errorFrame={(error) => (
        <>
          {heading}
          {error}
        </>
      )}
      isEmpty={(article) => !article}
      empty={
        <>
          {heading}
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('about.notPublished')} />
        </>
      }
    >
      {(article) =>
        article ? (
          <article>
            <PageHeading
              title={article.title || fallbackTitle}
              meta={
                article.publishTime
                  ? t('about.updatedAt', { date: formatDate(article.publishTime, 'YYYY-MM-DD') })
                  : null
              }
            />
            <MarkdownView source={article.body} />
          </article>
        ) : null
      }
    </QueryView>
  );
}
