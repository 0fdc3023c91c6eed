import type { CopyPreview } from '@copytrade/contracts/preview';
import { InfoCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Skeleton, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import type { PreviewChartComponent } from './preview-chart';
import { PreviewResult } from './preview-result';
import styles from './copy-preview.module.css';

/**
 * The preview's loading, failed, empty and loaded states. While a new answer loads the last one stays,
 * dimmed, so the page does not jump as settings change.
 */
export function PreviewStates({
  query,
  Chart,
  compact = false,
}: {
  query: Pick<
    UseQueryResult<CopyPreview>,
    'data' | 'isError' | 'error' | 'isFetching' | 'isPlaceholderData' | 'refetch'
  >;
  Chart: PreviewChartComponent;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (query.isError && !query.isFetching) {
    const message = isApiError(query.error) ? query.error.message : undefined;
    return (
      <Alert
        type="warning"
        showIcon
        className={styles.stateAlert}
        title={t('copyPreview.states.error')}
        description={message}
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const data = query.data;
  if (!data) {
    return (
      <div className={styles.loading} role="status" aria-live="polite">
        <span className={styles.loadingText}>
          <Spin size="small" /> {t('copyPreview.states.loading')}
        </span>
        <Skeleton active title={false} paragraph={{ rows: compact ? 4 : 6 }} />
      </div>
    );
  }
  const updating = query.isFetching && query.isPlaceholderData;
  if (data.counts.trades === 0) {
    return (
      <div className={updating ? styles.updating : undefined}>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <span className={styles.emptyText}>
              <strong>{t('copyPreview.states.empty')}</strong>
              <span>{t('copyPreview.states.emptyHint')}</span>
            </span>
          }
        />
      </div>
    );
  }
  return (
    <div className={updating ? styles.updating : undefined} aria-busy={updating}>
      {updating ? (
        <span className={styles.updatingText} role="status">
          <Spin size="small" /> {t('copyPreview.states.updating')}
        </span>
      ) : null}
      <PreviewResult data={data} Chart={Chart} compact={compact} />
    </div>
  );
}

/** Shown in place of the preview until the settings it needs are complete. */
export function PreviewIncomplete() {
  const { t } = useTranslation();
  return (
    <p className={styles.incomplete}>
      <InfoCircleOutlined /> {t('copyPreview.states.incomplete')}
    </p>
  );
}
