import { CrownOutlined, RiseOutlined } from '@ant-design/icons';
import { Button, Card, Progress, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@/components/load-error';
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
  if (progress.isError)
    return (
      <Card title={title}>
        <LoadError message={progress.error.message} onRetry={() => void progress.refetch()} />
      </Card>
    );
  if (!progress.data)
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  const data = progress.data;
  if (!data.partner) {
    return (
      <Card title={title}>
        <div className={styles.progressCard}>
          <span className={styles.muted}>{t('partners.progress.notPartner')}</span>
          <span>
            <Link to={`/personalCenter/${userId}/referrer`}>
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
          <span className={styles.muted}>
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
        <span className={styles.muted}>
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
