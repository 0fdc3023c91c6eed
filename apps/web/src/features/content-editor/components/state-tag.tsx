import type { ContentState } from '@copytrade/contracts/cms-admin';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

/** The minute an editor schedules to: the date and time without seconds. */
export const EDITOR_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** An item's state: a draft in grey, a scheduled one in blue with its time, a published one in green. */
export function StateTag({ state, publishTime }: { state: ContentState; publishTime: number }) {
  const { t } = useTranslation();
  if (state === 'scheduled') {
    return (
      <Tag color="blue" variant="filled">
        {t('contentEditor.state.scheduledAt', { time: formatDate(publishTime, EDITOR_TIME_FORMAT) })}
      </Tag>
    );
  }
  return (
    <Tag color={state === 'published' ? 'green' : 'default'} variant="filled">
      {t(`contentEditor.state.${state}`)}
    </Tag>
  );
}
