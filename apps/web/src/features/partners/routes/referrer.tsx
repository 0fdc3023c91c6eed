import { CrownOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Card, Descriptions, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
import { usePartnerApplication } from '../api/application';
import { useInviteInfo, useReferrer } from '../api/invite';
import { ApplyForm } from '../components/apply-form';
import { DateCell, StateCell } from '../components/cells';
import styles from '../components/partners.module.css';

/** Who invited me, or a line saying nobody did. */
function MyReferrer() {
  const { t } = useTranslation();
  const referrer = useReferrer();
  if (referrer.isError) {
    return <LoadError message={referrer.error.message} onRetry={() => void referrer.refetch()} />;
  }
  if (referrer.data === undefined) return <Skeleton active paragraph={{ rows: 1 }} />;
  return (
    <Card size="small" title={t('partners.referrer.mine')}>
      {referrer.data ? (
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'nickname',
              label: t('partners.referrer.nickname'),
              children: (
                <span>
                  <UserOutlined aria-hidden /> {referrer.data.nickname}
                </span>
              ),
            },
            {
              key: 'since',
              label: t('partners.referrer.since'),
              children: <DateCell value={referrer.data.since} />,
            },
          ]}
        />
      ) : (
        <span className={styles.muted}>{t('partners.referrer.none')}</span>
      )}
    </Card>
  );
}

/** The partner application: the form, its pending or rejected state, or the partner's level once passed. */
function Partnership() {
  const { t } = useTranslation();
  const info = useInviteInfo();
  const application = usePartnerApplication();
  if (info.isError) return <LoadError message={info.error.message} onRetry={() => void info.refetch()} />;
  if (application.isError) {
    return <LoadError message={application.error.message} onRetry={() => void application.refetch()} />;
  }
  if (!info.data || application.data === undefined) return <Skeleton active paragraph={{ rows: 4 }} />;

  if (info.data.partnerState === 'partner') {
    return (
      <Result
        status="success"
        icon={<CrownOutlined aria-hidden />}
        title={t('partners.apply.partnerTitle')}
        subTitle={t('partners.apply.partnerHint', {
          level: info.data.levelName ?? '—',
          rate: info.data.rate ?? 0,
        })}
      />
    );
  }
  const latest = application.data;
  if (latest?.state === 'pending') {
    return (
      <Alert
        type="info"
        showIcon
        title={t('partners.apply.pendingTitle')}
        description={
          <span>
            {t('partners.apply.pendingHint')} <DateCell value={latest.createdAt} />
          </span>
        }
      />
    );
  }
  return (
    <>
      {latest?.state === 'rejected' ? (
        <Alert
          type="warning"
          showIcon
          className={styles.formError}
          title={t('partners.apply.rejectedTitle')}
          description={
            <>
              <StateCell state="rejected" reason={latest.reason} />
              <div>{t('partners.apply.rejectedHint')}</div>
            </>
          }
        />
      ) : (
        <p className={styles.note}>{t('partners.apply.intro')}</p>
      )}
      <ApplyForm />
    </>
  );
}

/** personalCenter/:id/referrer (spec 2): my referrer, and becoming a partner (application and its state). */
export function ReferrerRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('partners.referrer.title')} meta={t('partners.referrer.subtitle')} />
      <MyReferrer />
      <h2 className={styles.sectionTitle}>{t('partners.apply.title')}</h2>
      <Partnership />
    </>
  );
}
