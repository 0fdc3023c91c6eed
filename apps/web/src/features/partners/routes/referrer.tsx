import { UserOutlined } from '@ant-design/icons';
import { Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/components/cells';
import { PageHeading } from '@/components/page-heading';
import { QueryView } from '@/components/query-view';
import records from '@/components/records.module.css';
import { useReferrer } from '../api/invite';
import { Partnership } from '../components/partnership';
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
