import type { InviteInfo, PartnerApplication } from '@copytrade/contracts/partners';
import { CrownOutlined } from '@ant-design/icons';
import { Alert, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/components/cells';
import { QueryView } from '@/components/query-view';
import records from '@/components/records.module.css';
import { usePartnerApplication } from '../api/application';
import { useInviteInfo } from '../api/invite';
import { ApplyForm } from './apply-form';
import { StateCell } from './cells';

/** The partner application: the form, its pending or rejected state, or the partner's level once passed. */
export function Partnership() {
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
