import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { QueryView } from '@/components/query-view';
import { useSelfInfo } from '../api/self-info';
import { AvatarCard } from '../components/avatar-card';
import { BasicInfoForm } from '../components/basic-info-form';
import styles from '../components/settings.module.css';

/** personalCenter/:id/setting/basicsV (spec 2): the avatar and the basic information. */
export function BasicsRoute() {
  const { t } = useTranslation();
  const self = useSelfInfo();
  return (
    <>
      <PageHeading title={t('settings.basics.title')} meta={t('settings.basics.subtitle')} />
      <QueryView
        query={self}
        loading={
          <div className={styles.grid} aria-busy>
            <Skeleton active avatar paragraph={{ rows: 3 }} />
            <Skeleton active paragraph={{ rows: 8 }} />
          </div>
        }
      >
        {(data) => (
          <div className={styles.grid}>
            <AvatarCard user={data} />
            <BasicInfoForm key={data.id} user={data} />
          </div>
        )}
      </QueryView>
    </>
  );
}
