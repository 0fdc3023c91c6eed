import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PageHeading } from '@/components/page-heading';
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
      {self.isError && !self.data ? (
        <LoadError message={self.error.message} onRetry={() => void self.refetch()} />
      ) : !self.data ? (
        <div className={styles.grid} aria-busy>
          <Skeleton active avatar paragraph={{ rows: 3 }} />
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : (
        <div className={styles.grid}>
          <AvatarCard user={self.data} />
          <BasicInfoForm key={self.data.id} user={self.data} />
        </div>
      )}
    </>
  );
}
