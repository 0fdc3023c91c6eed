import { CrownOutlined, RiseOutlined } from '@ant-design/icons';
import { Button, Card, Progress, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryView } from '@/components/query-view';
import { centerPath } from '@/lib/paths';
import records from '@/components/records.module.css';
import { useLevelProgress } from '../api/admin';
import styles from './partners.module.css';

/**
 * The user-level upgrade progress (spec 2, Other UI): the partner's rebate level and rate, the next level
 * and his paying customers toward it. A user who is not a partner is shown the way to become one.
 */
export function LevelProgressCard({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const progress = useLevelProgress();
  const title = (
    <span>
      <CrownOutlined aria-hidden /> {t('partners.progress.title')}
    </span>
  );
  if (progress.data === undefined) {
    // Loading or failed: the card keeps its place with the placeholders or the retry.
    return (
      <Card title={title}>
        <QueryView query={progress} loading={<Skeleton active paragraph={{ rows: 2 }} />}>
          {() => null}
        </QueryView>
      </Card>
    );
  }
  const data = progress.data;
  if (!data.partner) {
    return (
      <Card title={title}>
        <div className={styles.progressCard}>
          <span className={records.muted}>{t('partners.progress.notPartner')}</span>
          <span>
            <Link to={centerPath(userId, 'referrer')}>
              <Button type="primary" ghost icon={<RiseOutlined aria-hidden />}>
                {t('partners.notPartner.apply')}
              </Button>
            </Link>
          </span>
        </div>
      </Card>
    );
  }
  return (
    <Card
      title={title}
      extra={
        <Tag color={data.autoUpgrade ? 'green' : 'default'}>
          {t(data.autoUpgrade ? 'partners.progress.auto' : 'partners.progress.manual')}
        </Tag>
      }
    >
      <div className={styles.progressCard}>
        <div className={styles.progressHead}>
          <span>
            <span className={styles.progressLevel}>{data.level?.name ?? t('partners.progress.noLevel')}</span>
            {data.level ? (
              <span className={styles.progressRate}>
                {t('partners.progress.rate', { rate: data.level.rate })}
              </span>
            ) : null}
          </span>
          <span className={records.muted}>
            {data.next
              ? t('partners.progress.toNext', {
                  count: data.payingCustomers,
                  needed: data.next.minCustomers,
                  level: data.next.name,
                })
              : t('partners.progress.top', { count: data.payingCustomers })}
          </span>
        </div>
        <Progress
          percent={data.percent}
          status={data.next ? 'active' : 'success'}
          aria-label={t('partners.progress.title')}
        />
        <span className={records.muted}>
          {data.next
            ? t(data.autoUpgrade ? 'partners.progress.autoHint' : 'partners.progress.manualHint', {
                level: data.next.name,
                rate: data.next.rate,
              })
            : t('partners.progress.topHint')}
        </span>
      </div>
    </Card>
  );
}
