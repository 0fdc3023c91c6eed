import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The profile tab's label. */
export function CopyPreviewTabLabel() {
  const { t } = useTranslation();
  return (
    <span>
      <ExperimentOutlined /> {t('copyPreview.tab')}
    </span>
  );
}
