import type { IdentityReview, ReviewState } from '@copytrade/contracts/verification';
import { IdcardOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '@/components/data-list';
import { identityReviewsQueryOptions } from '../api/admin-reviews';
import { DateCell, PersonCell } from './cells';
import { ReviewPanel } from './review-panel';
import { StateCell } from './state-tag';
import { UploadImages } from './upload-image';
import styles from './verification.module.css';

/**
 * The site admin's real-name desk: submissions with the full ID number and the document photos (a click
 * enlarges them), pending ones oldest first with Pass (confirmed) and Reject (a required reason).
 */
export function IdentityReviewPanel() {
  const { t } = useTranslation();
  // Compact enough for the desk's width: who and when, the name with the document, the photos, then the
  // state (decided lists) or the decision (pending list).
  const columns = (
    state: ReviewState,
    actions: (row: IdentityReview) => ReactNode,
  ): DataColumn<IdentityReview>[] => [
    {
      key: 'user',
      title: t('verification.review.user'),
      render: (row) => (
        <span className={styles.person}>
          <PersonCell nickname={row.nickname} email={row.email} phone={row.phone} userId={row.userId} />
          <span className={styles.personLine}>
            {t('verification.review.submittedAt')} <DateCell value={row.submittedAt} />
          </span>
        </span>
      ),
    },
    {
      key: 'name',
      title: t('verification.identity.realName'),
      render: (row) => (
        <span className={styles.person}>
          <span>{row.realName}</span>
          <span className={styles.personLine}>
            {t(`verification.identity.idType${row.idType === 1 ? 1 : 2}`)}
          </span>
          <span className={styles.mono}>{row.idNumber}</span>
        </span>
      ),
    },
    {
      key: 'photos',
      title: t('verification.review.photos'),
      render: (row) => (
        <UploadImages
          width={84}
          height={56}
          images={[
            { id: row.frontImage, alt: `${row.realName} · ${t('verification.identity.front')}` },
            ...(row.backImage === null
              ? []
              : [{ id: row.backImage, alt: `${row.realName} · ${t('verification.identity.back')}` }]),
          ]}
        />
      ),
    },
    ...(state === 'pending'
      ? []
      : [
          {
            key: 'state',
            title: t('verification.review.state'),
            render: (row: IdentityReview) => <StateCell state={row.state} reason={row.reason} />,
          },
        ]),
    { key: 'actions', title: t('verification.review.actions'), desktopOnly: true, render: actions },
  ];

  return (
    <ReviewPanel
      target="identity"
      label={t('verification.review.identityTitle')}
      options={identityReviewsQueryOptions}
      columns={columns}
      words={(row) => ({
        name: row.realName,
        passText: t('verification.review.passIdentity', { name: row.realName, nickname: row.nickname }),
        rejectText: t('verification.review.rejectIdentity', { name: row.realName, nickname: row.nickname }),
      })}
      empty={{ icon: <IdcardOutlined aria-hidden />, hint: t('verification.review.emptyIdentityHint') }}
    />
  );
}
