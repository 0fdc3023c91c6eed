import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { translate } from '@copytrade/contracts/messages';
import {
  accountNameSchema,
  bankCardNumberSchema,
  bankNameSchema,
  PAYMENT_INFO_METHODS,
  VERIFICATION_LIMITS,
  type PaymentInfo,
  type PaymentInfoMethod,
} from '@copytrade/contracts/verification';
import { usdtAddressSchema } from '@copytrade/contracts/validators';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading';
import { QueryView } from '@/components/query-view';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { formatDate } from '@/lib/format';
import { applyFieldErrors, zodRule } from '@/lib/zod-rule';
import {
  useDeletePaymentInfo,
  usePaymentInfo,
  useSavePaymentInfo,
  type PaymentInfoDraft,
} from '../api/payment-info';
import { ImageField } from '../components/image-field';
import { MethodIcon } from '../components/method-icon';
import { ReviewStateTag } from '../components/state-tag';
import { UploadImage } from '../components/upload-image';
import styles from '../components/verification.module.css';

type Values = { uploadId: File | null; accountName: string; bankName: string; accountNo: string };

const isQr = (method: PaymentInfoMethod) => method === 'alipay' || method === 'wechat';

/** The add / replace dialog of one method; its fields follow the method and the shared schemas. */
function MethodDialog({ method, onClose }: { method: PaymentInfoMethod | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const save = useSavePaymentInfo();
  const [formError, setFormError] = useState<string | null>(null);
  const name = method ? t(`verification.method.${method}`) : '';

  const onFinish = (values: Values) => {
    if (!method) return;
    let draft: PaymentInfoDraft;
    if (method === 'alipay' || method === 'wechat') {
      if (!values.uploadId) return;
      draft = { method, file: values.uploadId, accountName: values.accountName.trim() };
    } else if (method === 'bank') {
      draft = {
        method,
        accountName: values.accountName.trim(),
        bankName: values.bankName.trim(),
        accountNo: values.accountNo,
      };
    } else {
      draft = { method, accountNo: values.accountNo.trim() };
    }
    setFormError(null);
    save.mutate(draft, {
      onSuccess: () => {
        void message.success(t('verification.payment.saved'));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error)) return;
        setFormError(error.message);
      },
    });
  };

  return (
    <Modal
      open={method !== null}
      title={t('verification.payment.dialogTitle', { method: name })}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('verification.payment.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      afterClose={() => setFormError(null)}
      destroyOnHidden
      centered
    >
      <Alert type="info" showIcon className={styles.formError} title={t('verification.payment.reviewNote')} />
      {formError ? <Alert type="error" showIcon className={styles.formError} title={formError} /> : null}
      {method ? (
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          preserve={false}
          onFinish={onFinish}
          initialValues={{ uploadId: null, accountName: '', bankName: '', accountNo: '' }}
        >
          {isQr(method) ? (
            <Form.Item
              name="uploadId"
              label={t('verification.payment.qr', { method: name })}
              rules={[{ required: true, message: translate(locale, 'validation.paymentCode.required') }]}
            >
              <ImageField label={t('verification.payment.pickQr', { method: name })} />
            </Form.Item>
          ) : null}
          {method !== 'usdt' ? (
            <Form.Item
              name="accountName"
              label={t(method === 'bank' ? 'verification.payment.holder' : 'verification.payment.payee')}
              rules={[zodRule(accountNameSchema, locale)]}
            >
              <Input maxLength={VERIFICATION_LIMITS.ACCOUNT_NAME_MAX} autoComplete="name" />
            </Form.Item>
          ) : null}
          {method === 'bank' ? (
            <>
              <Form.Item
                name="bankName"
                label={t('verification.payment.bankName')}
                rules={[zodRule(bankNameSchema, locale)]}
              >
                <Input maxLength={VERIFICATION_LIMITS.BANK_NAME_MAX} />
              </Form.Item>
              <Form.Item
                name="accountNo"
                label={t('verification.payment.cardNo')}
                rules={[zodRule(bankCardNumberSchema, locale)]}
              >
                <Input inputMode="numeric" maxLength={24} autoComplete="cc-number" className={styles.mono} />
              </Form.Item>
            </>
          ) : null}
          {method === 'usdt' ? (
            <Form.Item
              name="accountNo"
              label={t('verification.payment.address')}
              extra={t('verification.payment.addressHint')}
              rules={[zodRule(usdtAddressSchema, locale)]}
            >
              <Input maxLength={34} autoComplete="off" className={styles.mono} />
            </Form.Item>
          ) : null}
        </Form>
      ) : null}
    </Modal>
  );
}

/** One method's card: its state, what is saved, and add / replace / delete. */
function MethodCard({
  method,
  info,
  onEdit,
}: {
  method: PaymentInfoMethod;
  info: PaymentInfo | undefined;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const remove = useDeletePaymentInfo();
  const name = t(`verification.method.${method}`);

  const confirmDelete = () =>
    void modal.confirm({
      title: t('verification.payment.deleteTitle', { method: name }),
      content: t('verification.payment.deleteHint'),
      okText: t('verification.payment.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      centered: true,
      onOk: () =>
        remove
          .mutateAsync(method)
          .then(() => void message.success(t('verification.payment.deleted')))
          .catch(
            (error: unknown) => void message.error(error instanceof Error ? error.message : String(error)),
          ),
    });

  let content;
  if (!info) {
    content = <span className={styles.methodEmpty}>{t(`verification.payment.none.${method}`)}</span>;
  } else if (isQr(method)) {
    content = (
      <>
        {info.uploadId !== null ? <UploadImage uploadId={info.uploadId} alt={name} width={140} /> : null}
        <span>
          {t('verification.payment.payee')}: <span className={styles.methodValue}>{info.accountName}</span>
        </span>
      </>
    );
  } else if (method === 'bank') {
    content = (
      <>
        <span className={`${styles.methodValue} ${styles.mono}`}>{info.accountNo}</span>
        <span>
          {info.bankName} · {info.accountName}
        </span>
      </>
    );
  } else {
    content = <span className={`${styles.methodValue} ${styles.mono}`}>{info.accountNo}</span>;
  }

  return (
    <section className={styles.method} aria-label={name}>
      <div className={styles.methodHead}>
        <span className={styles.methodName}>
          <MethodIcon method={method} className={styles.methodIcon} />
          {name}
        </span>
        <ReviewStateTag state={info?.state ?? 'none'} />
      </div>
      <div className={styles.methodBody}>
        {content}
        {info?.state === 'rejected' && info.reason ? (
          <span className={styles.reason}>{t('verification.payment.reason', { reason: info.reason })}</span>
        ) : null}
        {info ? (
          <span className={styles.hint}>
            {t('verification.payment.updated', { date: formatDate(info.updatedAt) })}
          </span>
        ) : null}
      </div>
      <div className={styles.methodActions}>
        <Button
          type={info ? 'default' : 'primary'}
          size="small"
          icon={info ? <EditOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
          aria-label={`${info ? t('verification.payment.replace') : t('verification.payment.add')} ${name}`}
          onClick={onEdit}
        >
          {info ? t('verification.payment.replace') : t('verification.payment.add')}
        </Button>
        {info ? (
          <Button
            danger
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${t('verification.payment.delete')} ${name}`}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            {t('verification.payment.delete')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * personalCenter/:id/setting/payV: payment information. Four method cards (Alipay, WeChat, bank card,
 * USDT) with their review state and the reviewer's reason; adding or replacing one sends it for review
 * again. Payers only ever see passed Alipay and WeChat codes.
 */
export function PaymentInfoRoute() {
  const { t } = useTranslation();
  const info = usePaymentInfo();
  const [editing, setEditing] = useState<PaymentInfoMethod | null>(null);

  const body = (
    <QueryView query={info} loading={<Skeleton active paragraph={{ rows: 6 }} />}>
      {(rows) => (
        <>
          <Alert
            className={styles.banner}
            type="info"
            showIcon
            title={t('verification.payment.noteTitle')}
            description={t('verification.payment.note')}
          />
          <div className={styles.methods}>
            {PAYMENT_INFO_METHODS.map((method) => (
              <MethodCard
                key={method}
                method={method}
                info={rows.find((row) => row.method === method)}
                onEdit={() => setEditing(method)}
              />
            ))}
          </div>
        </>
      )}
    </QueryView>
  );
  return (
    <>
      <PageHeading title={t('verification.payment.title')} meta={t('verification.payment.subtitle')} />
      <div className={styles.page}>{body}</div>
      <MethodDialog method={editing} onClose={() => setEditing(null)} />
    </>
  );
}
