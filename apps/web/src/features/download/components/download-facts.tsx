import type { ContentItem } from '@copytrade/contracts/cms';
import { useTranslation } from 'react-i18next';
import { formatFileSize, useContentDate } from '@/components/cms/content-meta';
import { useReaderFile } from './download-actions';
import { usePlatformName } from './labels';

/** A download's facts as a description list: platform, version and size when known, and its date. */
export function DownloadFacts({ item, className }: { item: ContentItem; className?: string | undefined }) {
  const { t } = useTranslation();
  const date = useContentDate();
  const platform = usePlatformName()(item.platform);
  const size = useReaderFile(item)?.size ?? 0;
  return (
    <dl className={className}>
      {platform ? (
        <div>
          <dt>{t('download.columns.platform')}</dt>
          <dd>{platform}</dd>
        </div>
      ) : null}
      {item.version ? (
        <div>
          <dt>{t('download.columns.version')}</dt>
          <dd>{item.version}</dd>
        </div>
      ) : null}
      {size > 0 ? (
        <div>
          <dt>{t('download.columns.size')}</dt>
          <dd>{formatFileSize(size)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('download.columns.date')}</dt>
        <dd>{date(item.publishTime)}</dd>
      </div>
    </dl>
  );
}
