import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useModuleShowInfo } from '@/lib/cms-queries';
import { ContentArticle } from '@/components/cms/content-article';
import { ContentDetailView } from '@/components/cms/content-detail-view';
import { PATHS } from '@/lib/paths';
import { idParam } from '../utils/route-params';
import styles from './information-detail.module.css';

/** /information/infomationDetail/:id: a news item as an article, closed by the risk notice. */
export function InformationDetailRoute() {
  const { t } = useTranslation();
  const contentId = idParam(useParams().id);
  // The list's name as the header menu shows it (the module's own name), ours until it is in.
  const listTitle = useModuleShowInfo('information').data?.name || t('information.title');

  return (
    <div className={styles.page}>
      <ContentDetailView
        contentId={contentId}
        moduleCode="information"
        backTo={PATHS.information}
        backLabel={t('information.backToList')}
      >
        {(item) => (
          <ContentArticle
            item={item}
            breadcrumb={[{ title: listTitle, to: PATHS.information }]}
            tagTo={(tag) => `${PATHS.information}?tag=${tag.tagId}`}
            footer={
              <aside className={styles.risk} aria-label={t('information.riskTitle')}>
                <SafetyOutlined className={styles.riskIcon} aria-hidden />
                <p>
                  <strong>{t('information.riskTitle')}</strong>
                  {t('information.riskNote')}
                </p>
              </aside>
            }
          />
        )}
      </ContentDetailView>
    </div>
  );
}
