import type { IdentityReview, ReviewState } from '@copytrade/contracts/verification';
import { IdcardOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DateCell } from '@/components/cells';
import type { DataColumn } from '@/components/data-list';
import { ReviewQueue } from '@/components/review-queue/review-queue';
import { identityReviewsQueryOptions } from '../api/admin-reviews';
import { PersonCell } from './cells';
import { StateCell } from './state-tag';
import { UploadImages } from './upload-image';
import { verificationQueue } from './verification-queue';
import styles from './verification.module.css';

/**
 * The site admin's real-name desk: submissions with the full ID number and the document photos (a click
 * enlarges them), pending ones oldest first with Pass (confirmed) and Reject (a required reason).
 */
export function IdentityReviewPanel() {
  const { t } = useTranslation();
  // Compact enough for the desk's width: who and when, the name with the document, the photos, then the
  // state (decided lists); the queue adds the decision.
  const columns = (state: ReviewState): DataColumn<IdentityReview>[] => [
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
  ];

  return (
    <ReviewQueue
      config={verificationQueue(t, 'identity', {
        label: t('verification.review.identityTitle'),
        query: identityReviewsQueryOptions,
        columns,
        words: (row) => ({
          name: row.realName,
          passText: t('verification.review.passIdentity', { name: row.realName, nickname: row.nickname }),
          rejectText: t('verification.review.rejectIdentity', { name: row.realName, nickname: row.nickname }),
        }),
        empty: { icon: <IdcardOutlined aria-hidden />, hint: t('verification.review.emptyIdentityHint') },
      })}
    />
  );
}
