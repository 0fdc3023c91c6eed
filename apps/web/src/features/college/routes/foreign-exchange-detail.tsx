import type { ContentDetail } from '@copytrade/contracts/cms';
import { ArrowRightOutlined, BookOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '@/components/page-states';
import { useContentList } from '@/lib/cms-queries';
import { ContentArticle } from '@/components/cms/content-article';
import { contentPath, PATHS } from '@/lib/paths';
import { DetailGate } from '../components/detail-gate';
import { useModuleName } from '../utils/use-module-name';
import styles from './foreign-exchange-detail.module.css';

const topicPath = (typeId: number) => `${PATHS.foreignExchangeHome}?topic=${typeId}`;
const letterPath = (letter: string) => `${PATHS.foreignExchangeHome}?letter=${letter}`;

/** The side card: the entry's topic and the other terms in it. */
function TopicCard({ entry }: { entry: ContentDetail }) {
  const { t } = useTranslation();
  const typeId = entry.typeId;
  const list = useContentList({
    moduleCode: 'encyclopedia',
    ...(typeId ? { typeId } : {}),
    order: 'sort',
    page: 1,
    pageSize: 20,
  });
  const terms = list.data?.items ?? [];
  return (
    <nav className={styles.card} aria-label={t('college.fx.topicTerms')}>
      <p className={styles.label}>{t('college.fx.topic')}</p>
      <h2 className={styles.topic}>
        <BookOutlined aria-hidden />{' '}
        {typeId ? <Link to={topicPath(typeId)}>{entry.typeName}</Link> : t('college.fx.allTopics')}
      </h2>
      {list.isPending ? <ListSkeleton rows={5} /> : null}
      <ul className={styles.terms}>
        {terms.map((term) => (
          <li key={term.contentId}>
            <Link
              to={contentPath('encyclopedia', term.contentId)}
              className={
                term.contentId === entry.contentId ? `${styles.term} ${styles.current}` : styles.term
              }
              aria-current={term.contentId === entry.contentId ? 'page' : undefined}
            >
              {term.title}
            </Link>
          </li>
        ))}
      </ul>
      {entry.indexLetter ? (
        <Link to={letterPath(entry.indexLetter)} className={styles.more}>
          {t('college.fx.moreLetter', { letter: entry.indexLetter })} <ArrowRightOutlined aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}

/** /college/foreignExchange/foreignExchangeDetail/:id: one encyclopedia entry, its topic and related terms. */
export function ForeignExchangeDetailRoute() {
  const { t } = useTranslation();
  const name = useModuleName('encyclopedia');
  return (
    <DetailGate moduleCode="encyclopedia" backTo={PATHS.foreignExchangeHome} backLabel={t('college.fx.back')}>
      {(entry) => (
        <ContentArticle
          item={entry}
          breadcrumb={[
            { title: t('college.title'), to: PATHS.collegeHome },
            { title: name, to: PATHS.foreignExchangeHome },
            ...(entry.typeId && entry.typeName
              ? [{ title: entry.typeName, to: topicPath(entry.typeId) }]
              : []),
          ]}
          aside={<TopicCard entry={entry} />}
          relatedTitle={t('college.fx.relatedTerms')}
        />
      )}
    </DetailGate>
  );
}
