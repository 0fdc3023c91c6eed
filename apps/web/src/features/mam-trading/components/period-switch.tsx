import { MAM_PERIOD_DAYS, MAM_PERIOD_MAX_DAYS } from '@copytrade/contracts/mam-trading';
import { DatePicker, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@/lib/feedback';
import type { Period } from '../utils/period';
import styles from './mam-trading.module.css';

const FORMAT = 'YYYY-MM-DD';
type Choice = (typeof MAM_PERIOD_DAYS)[number] | 'custom';

/**
 * The dashboard's period: the last 7, 30 or 90 days, or a range of days picked in a calendar (today at the
 * latest, at most MAM_PERIOD_MAX_DAYS days).
 */
export function PeriodSwitch({ period, onChange }: { period: Period; onChange: (next: Period) => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const today = dayjs().endOf('day');

  const choose = (choice: Choice) => {
    if (choice !== 'custom') {
      onChange({ days: choice });
      return;
    }
    // A range starts from the period shown: the last 30 days up to today.
    onChange({ startDate: dayjs().subtract(29, 'day').format(FORMAT), endDate: dayjs().format(FORMAT) });
  };

  const pick = (range: [Dayjs | null, Dayjs | null] | null) => {
    const [start, end] = range ?? [null, null];
    if (!start || !end) return;
    if (end.diff(start, 'day') + 1 > MAM_PERIOD_MAX_DAYS) {
      void message.warning(t('mamTrading.period.tooLong', { days: MAM_PERIOD_MAX_DAYS }));
      return;
    }
    onChange({ startDate: start.format(FORMAT), endDate: end.format(FORMAT) });
  };

  return (
    <div className={styles.toolbar}>
      <Segmented<Choice>
        value={'days' in period ? period.days : 'custom'}
        onChange={choose}
        aria-label={t('mamTrading.period.label')}
        options={[
          ...MAM_PERIOD_DAYS.map((days) => ({
            value: days,
            label: t('mamTrading.period.days', { count: days }),
          })),
          { value: 'custom' as const, label: t('mamTrading.period.custom') },
        ]}
      />
      {'startDate' in period ? (
        <DatePicker.RangePicker
          value={[dayjs(period.startDate), dayjs(period.endDate)]}
          onChange={pick}
          allowClear={false}
          disabledDate={(day) => day.isAfter(today)}
          aria-label={t('mamTrading.period.range')}
        />
      ) : null}
    </div>
  );
}
