import { useTranslation } from 'react-i18next';
import { ContentArticle } from '@/components/cms/content-article';
import { fillPath, PATHS } from '@/lib/paths';
import { DetailGate } from '../components/detail-gate';
import { useModuleName } from '../utils/use-module-name';

/** /college/articleDetail/:id: one article, under College > Articles > its class. */
export function ArticleDetailRoute() {
  const { t } = useTranslation();
  const articles = useModuleName('article');
  return (
    <DetailGate
      moduleCode="article"
      backTo={fillPath(PATHS.articleList)}
      backLabel={t('college.articles.back')}
    >
      {(item) => (
        <ContentArticle
          item={item}
          breadcrumb={[
            { title: t('college.title'), to: PATHS.collegeHome },
            { title: articles, to: fillPath(PATHS.articleList) },
            ...(item.typeId && item.typeName
              ? [{ title: item.typeName, to: fillPath(PATHS.articleList, item.typeId) }]
              : []),
          ]}
          tagTo={(tag) => `${fillPath(PATHS.articleList)}?tag=${tag.tagId}`}
        />
      )}
    </DetailGate>
  );
}
