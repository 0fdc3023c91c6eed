import { ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainButton } from './plain-button/plain-button';
import { StatusPanel } from './status-panel';

/** A section whose data could not be loaded, with a retry. */
export function LoadError({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      tone="warning"
      mark={<ExclamationCircleFilled />}
      title={t('common.loadFailed')}
      text={message}
      actions={
        onRetry ? (
          <PlainButton icon={<ReloadOutlined />} onClick={onRetry}>
            {t('common.retry')}
          </PlainButton>
        ) : null
      }
    />
  );
}
