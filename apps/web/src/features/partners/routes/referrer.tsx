import type { InviteInfo, PartnerApplication } from '@copytrade/contracts/partners';
import { CrownOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Card, Descriptions, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/components/cells';
import { PageHeading } from '@/components/page-heading';
import { QueryView } from '@/components/query-view';
import records from '@/components/records.module.css';
import { usePartnerApplication } from '../api/application';
import { useInviteInfo, useReferrer } from '../api/invite';
import { ApplyForm } from '../components/apply-form';
import { StateCell } from '../components/cells';
import styles from '../components/partners.module.css';

/** Who invited me, or a line saying nobody did. */
function MyReferrer() {
  const { t } = useTranslation();
  const referrer = useReferrer();
  return (
    <QueryView query={referrer} loading={<Skeleton active paragraph={{ rows: 1 }} />}>
      {(mine) => {
        return (
          <Card size="small" title={t('partners.referrer.mine')}>
            {mine ? (
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'nickname',
                    label: t('partners.referrer.nickname'),
                    children: (
                      <span>
                        <UserOutlined aria-hidden /> {mine.nickname}
                      </span>
                    ),
                  },
                  {
                    key: 'since',
                    label: t('partners.referrer.since'),
                    children: <DateCell value={mine.since} />,
                  },
                ]}
              />
            ) : (
              <span className={records.muted}>{t('partners.referrer.none')}</span>
            )}
          </Card>
        );
      }}
    </QueryView>
  );
}

/** The partner application: the form, its pending or rejected state, or the partner's level once passed. */
function Partnership() {
  const info = useInviteInfo();
  const application = usePartnerApplication();
  const loading = <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <QueryView query={info} loading={loading}>
      {(invite) => (
        <QueryView query={application} loading={loading}>
          {(latest) => <PartnershipState invite={invite} latest={latest} />}
        </QueryView>
      )}
    </QueryView>
  );
}

function PartnershipState({ invite, latest }: { invite: InviteInfo; latest: PartnerApplication | null }) {
  const { t } = useTranslation();
  if (invite.partnerState === 'partner') {
    return (
      <Result
        status="success"
        icon={<CrownOutlined aria-hidden />}
        title={t('partners.apply.partnerTitle')}
        subTitle={t('partners.apply.partnerHint', {
          level: invite.levelName ?? '—',
          rate: invite.rate ?? 0,
        })}
      />
    );
  }
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
          className={records.formError}
          title={t('partners.apply.rejectedTitle')}
          description={
            <>
              <StateCell state="rejected" reason={latest.reason} />
              <div>{t('partners.apply.rejectedHint')}</div>
            </>
          }
        />
      ) : (
        <p className={records.note}>{t('partners.apply.intro')}</p>
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
