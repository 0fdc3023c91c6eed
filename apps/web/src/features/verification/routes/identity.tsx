import { translate } from '@copytrade/contracts/messages';
import {
  ID_TYPES,
  idNumberSchemaFor,
  realNameSchemaFor,
  type IdentityInfo,
} from '@copytrade/contracts/verification';
import { LockOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { applyFieldErrors, zodMessage, zodRule } from '@/lib/zod-rule';
import { useIdentityInfo, useSubmitIdentity } from '../api/identity';
import { ImageField } from '../components/image-field';
import { ReviewStateTag } from '../components/state-tag';
import { UploadImages } from '../components/upload-image';
import styles from '../components/verification.module.css';

type Values = {
  realName: string;
  idType: 1 | 2;
  idNumber: string;
  frontImage: File | null;
  backImage: File | null;
};

/** The state of the verification in one line, with what happens next. */
function StatusBanner({ info }: { info: IdentityInfo }) {
  const { t } = useTranslation();
  if (info.state === 'pending') {
    return (
      <Alert
        className={styles.banner}
        type="info"
        showIcon
        title={t('verification.identity.pendingTitle')}
        description={t('verification.identity.pendingHint', { date: formatDate(info.submittedAt ?? 0) })}
      />
    );
  }
  if (info.state === 'rejected') {
    return (
      <Alert
        className={styles.banner}
        type="error"
        showIcon
        title={t('verification.identity.rejectedTitle')}
        description={t('verification.identity.rejectedHint', { reason: info.reason })}
      />
    );
  }
  if (info.state === 'passed') {
    return (
      <Alert
        className={styles.banner}
        type="success"
        showIcon
        title={t('verification.identity.passedTitle')}
        description={t('verification.identity.passedHint', { date: formatDate(info.reviewedAt ?? 0) })}
      />
    );
  }
  return (
    <Alert
      className={styles.banner}
      type="warning"
      showIcon
      title={t('verification.identity.noneTitle')}
      description={t('verification.identity.noneHint')}
    />
  );
}

/** What was submitted: the name, the document and its photos; the number masked. */
function Submitted({ info }: { info: IdentityInfo }) {
  const { t } = useTranslation();
  const images = [
    ...(info.frontImage === null ? [] : [{ id: info.frontImage, alt: t('verification.identity.front') }]),
    ...(info.backImage === null ? [] : [{ id: info.backImage, alt: t('verification.identity.back') }]),
  ];
  return (
    <section className={styles.card} aria-label={t('verification.identity.submitted')}>
      <h2 className={styles.cardTitle}>
        {t('verification.identity.submitted')} <ReviewStateTag state={info.state} />
      </h2>
      <dl className={styles.details}>
        <dt>{t('verification.identity.realName')}</dt>
        <dd>{info.realName}</dd>
        <dt>{t('verification.identity.idType')}</dt>
        <dd>{t(`verification.identity.idType${info.idType === ID_TYPES.IDENTITY_CARD ? 1 : 2}`)}</dd>
        <dt>{t('verification.identity.idNumber')}</dt>
        <dd className={styles.mono}>{info.idNumber}</dd>
        <dt>{t('verification.identity.submittedAt')}</dt>
        <dd>{info.submittedAt ? formatDate(info.submittedAt) : '—'}</dd>
        {images.length > 0 ? (
          <>
            <dt>{t('verification.review.photos')}</dt>
            <dd>
              <UploadImages images={images} width={150} height={96} />
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The submission form: name by the site's rule, document type and number (checksum checked), photos. */
function IdentityForm({ info }: { info: IdentityInfo }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitIdentity();
  const [formError, setFormError] = useState<string | null>(null);
  const idType = Form.useWatch('idType', form) ?? ID_TYPES.IDENTITY_CARD;

  const onFinish = (values: Values) => {
    if (!values.frontImage) return;
    setFormError(null);
    submit.mutate(
      {
        realName: values.realName.trim(),
        idType: values.idType,
        idNumber: values.idNumber,
        front: values.frontImage,
        back: values.backImage,
      },
      {
        onSuccess: () => void message.success(t('verification.identity.sent')),
        onError: (error) => {
          if (isApiError(error) && applyFieldErrors(form, error)) return;
          setFormError(error.message);
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-label={t('verification.identity.formTitle')}>
      <h2 className={styles.cardTitle}>{t('verification.identity.formTitle')}</h2>
      {formError ? <Alert type="error" showIcon className={styles.formError} title={formError} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{
          realName: info.realName,
          idType: info.idType === ID_TYPES.PASSPORT ? ID_TYPES.PASSPORT : ID_TYPES.IDENTITY_CARD,
          idNumber: '',
          frontImage: null,
          backImage: null,
        }}
      >
        <div className={styles.formGrid}>
          <Form.Item
            name="realName"
            label={t('verification.identity.realName')}
            extra={t(
              info.chineseNameOnly ? 'verification.identity.nameChinese' : 'verification.identity.nameAny',
            )}
            rules={[zodRule(realNameSchemaFor(info.chineseNameOnly), locale)]}
          >
            <Input maxLength={60} autoComplete="name" />
          </Form.Item>
          <Form.Item name="idType" label={t('verification.identity.idType')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: ID_TYPES.IDENTITY_CARD, label: t('verification.identity.idType1') },
                { value: ID_TYPES.PASSPORT, label: t('verification.identity.idType2') },
              ]}
            />
          </Form.Item>
        </div>
        <Form.Item
          name="idNumber"
          label={t('verification.identity.idNumber')}
          dependencies={['idType']}
          extra={t(
            idType === ID_TYPES.IDENTITY_CARD
              ? 'verification.identity.numberCard'
              : 'verification.identity.numberOther',
          )}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: unknown) => {
                const type = Number(getFieldValue('idType') ?? ID_TYPES.IDENTITY_CARD);
                const text = zodMessage(idNumberSchemaFor(type, new Date()), value ?? '', locale);
                return text === null ? Promise.resolve() : Promise.reject(new Error(text));
              },
            }),
          ]}
        >
          <Input maxLength={32} autoComplete="off" className={styles.mono} />
        </Form.Item>
        <div className={styles.photos}>
          <Form.Item
            name="frontImage"
            label={t('verification.identity.front')}
            rules={[{ required: true, message: translate(locale, 'validation.identity.frontRequired') }]}
          >
            <ImageField
              label={t(
                idType === ID_TYPES.IDENTITY_CARD
                  ? 'verification.identity.pickFront'
                  : 'verification.identity.pickPhotoPage',
              )}
            />
          </Form.Item>
          <Form.Item
            name="backImage"
            label={t(
              idType === ID_TYPES.IDENTITY_CARD
                ? 'verification.identity.back'
                : 'verification.identity.backOptional',
            )}
            dependencies={['idType']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, value: unknown) =>
                  Number(getFieldValue('idType')) === ID_TYPES.IDENTITY_CARD && !value
                    ? Promise.reject(new Error(translate(locale, 'validation.identity.backRequired')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <ImageField label={t('verification.identity.pickBack')} />
          </Form.Item>
        </div>
        <div className={styles.formFooter}>
          <span className={styles.privacy}>
            <LockOutlined aria-hidden /> {t('verification.identity.privacy')}
          </span>
          <Button
            type="primary"
            htmlType="submit"
            loading={submit.isPending}
            icon={<SafetyCertificateOutlined aria-hidden />}
          >
            {t('verification.identity.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/**
 * personalCenter/:id/setting/infoV: real-name verification. The state banner (pending, rejected with the
 * reviewer's reason, passed), what was submitted (the number masked), and the form while a submission is
 * allowed (none yet, or rejected).
 */
export function IdentityRoute() {
  const { t } = useTranslation();
  const info = useIdentityInfo();

  const body = (
    <QueryView query={info} loading={<Skeleton active paragraph={{ rows: 6 }} />}>
      {(data) => (
        <>
          <StatusBanner info={data} />
          {data.state === 'none' ? null : <Submitted info={data} />}
          {data.canSubmit ? <IdentityForm key={data.state} info={data} /> : null}
        </>
      )}
    </QueryView>
  );
  return (
    <>
      <PageHeading title={t('verification.identity.title')} meta={t('verification.identity.subtitle')} />
      <div className={styles.page}>{body}</div>
    </>
  );
}
