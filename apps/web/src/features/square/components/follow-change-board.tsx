import { SwapOutlined } from '@ant-design/icons';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFollowChangeList } from '../api/get-follow-change-list';
import { countText } from '../utils/figures';
import { ListState } from './feed-state';
import { FigureHelp } from './figure-help';
import { SectionCard } from './section-card';
import { TraderIdentity } from './trader-identity';
import styles from './lists.module.css';

export const FOLLOW_CHANGE_WINDOWS = [7, 30] as const;
type Window = (typeof FOLLOW_CHANGE_WINDOWS)[number];

function Signed({ value, tone }: { value: number; tone: 'gain' | 'loss' | 'net' }) {
  if (value === 0) return <span className={styles.zero}>0</span>;
  const className = tone === 'net' ? (value > 0 ? styles.gain : styles.loss) : styles[tone];
  const sign = tone === 'loss' ? '−' : value > 0 ? '+' : '−';
  return (
    <span className={className}>
      {sign}
      {countText(Math.abs(value))}
    </span>
  );
}

/** Followers gained and lost per trader over the last 7 or 30 days, best net first. */
export function FollowChangeBoard({
  initialDays = 7,
  fixed = false,
  limit = 8,
  className,
}: {
  initialDays?: Window;
  /** One window only (no 7 / 30 days switch). */
  fixed?: boolean;
  limit?: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const [days, setDays] = useState<Window>(initialDays);
  const board = useFollowChangeList(days, limit);
  return (
    <SectionCard
      className={className}
      icon={<SwapOutlined />}
      title={
        <>
          {t('square.followChange.title')}
          <FigureHelp figure="followChange" name={t('square.followChange.title')} />
        </>
      }
      subtitle={t('square.followChange.hint', { count: days })}
      extra={
        fixed ? undefined : (
          <Segmented<Window>
            size="small"
            value={days}
            onChange={setDays}
            aria-label={t('square.followChange.window')}
            options={FOLLOW_CHANGE_WINDOWS.map((value) => ({
              value,
              label: t('square.followChange.days', { count: value }),
            }))}
          />
        )
      }
    >
      <ListState query={board} empty={t('square.followChange.empty')} rows={limit > 5 ? 5 : limit}>
        <table className={`${styles.table} ${board.isPlaceholderData ? styles.stale : ''}`}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('recommend.trader')}</th>
              <th scope="col" className={styles.num}>
                {t('square.followChange.gained')}
              </th>
              <th scope="col" className={styles.num}>
                {t('square.followChange.lost')}
              </th>
              <th scope="col" className={styles.num}>
                {t('square.followChange.net')}
              </th>
              <th scope="col" className={`${styles.num} ${styles.optional}`}>
                {t('square.followChange.now')}
              </th>
            </tr>
          </thead>
          <tbody>
            {board.data?.map((row, index) => (
              <tr key={row.mtAccId}>
                <td>
                  <span className={`${styles.rank} ${index < 3 ? styles[`rank${index + 1}`] : ''}`}>
                    {index + 1}
                  </span>
                </td>
                <td className={styles.whoCell}>
                  <TraderIdentity trader={row} size={28} />
                </td>
                <td className={styles.num}>
                  <Signed value={row.gained} tone="gain" />
                </td>
                <td className={styles.num}>
                  <Signed value={row.lost} tone="loss" />
                </td>
                <td className={styles.num}>
                  <strong>
                    <Signed value={row.net} tone="net" />
                  </strong>
                </td>
                <td className={`${styles.num} ${styles.optional}`}>{countText(row.followers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListState>
    </SectionCard>
  );
}
