import type { ContentDetail } from '@copytrade/contracts/cms';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useModuleShowInfo } from '@/lib/cms-queries';
import { ContentArticle } from '@/components/cms/content-article';
import { ContentDetailView } from '@/components/cms/content-detail-view';
import { fillPath, PATHS } from '@/lib/paths';
import { DownloadActions } from '../components/download-actions';
import { DownloadFacts } from '../components/download-facts';
import { PlatformIcon } from '../components/platform-icon';
import { safeLink } from '../utils/attachments';
import { idParam } from '../utils/route-params';
import styles from './download-detail.module.css';

/**
 * /download/downloadClass/downloadDetail/:id: the item as an article, with a side panel holding its
 * platform, version, size and date and the big download buttons (its link and its files).
 */
export function DownloadDetailRoute() {
  const { t } = useTranslation();
  const contentId = idParam(useParams().id);
  const moduleTitle = useModuleShowInfo('download').data?.name || t('download.title');

  return (
    <ContentDetailView
      contentId={contentId}
      moduleCode="download"
      backTo={PATHS.downloadHome}
      backLabel={t('download.backToList')}
    >
      {(item) => (
        <ContentArticle
          item={item}
          breadcrumb={[
            { title: moduleTitle, to: PATHS.downloadHome },
            ...(item.typeId && item.typeName
              ? [{ title: item.typeName, to: fillPath(PATHS.downloadList, item.typeId) }]
              : []),
          ]}
          aside={<DownloadPanel item={item} />}
        />
      )}
    </ContentDetailView>
  );
}

/** The item's facts and its download buttons, beside the text. */
function DownloadPanel({ item }: { item: ContentDetail }) {
  const { t } = useTranslation();
  const link = safeLink(item.linkUrl);
  return (
    <section className={styles.panel} aria-labelledby="download-facts">
      <div className={styles.head}>
        <span className={styles.icon} data-platform={item.platform}>
          <PlatformIcon platform={item.platform} />
        </span>
        <h2 id="download-facts" className={styles.title}>
          {t('download.facts')}
        </h2>
      </div>
      <DownloadFacts item={item} className={styles.facts} />
      {link || item.attachments.length > 0 ? (
        <div className={styles.actions}>
          <DownloadActions item={item} size="large" block />
        </div>
      ) : (
        <p className={styles.none}>{t('download.noFile')}</p>
      )}
      {link && /^https?:/i.test(link) ? (
        <p className={styles.hint}>
          <InfoCircleOutlined aria-hidden /> {t('download.action.external')}
        </p>
      ) : null}
    </section>
  );
}
