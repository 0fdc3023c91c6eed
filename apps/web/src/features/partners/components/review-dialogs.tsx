import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { issueMessage } from '@copytrade/contracts/issues';
import { adminReviewPartnerBodySchema, type PartnerApplication } from '@copytrade/contracts/partners';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import records from '@/components/records.module.css';
import { useRebateLevels, useReviewPartner } from '../api/admin';

type Values = { levelId?: number; reason?: string };

/**
 * Deciding a partner application (site admin): approving asks for the rebate level the partner gets,
 * rejecting for the reason the applicant will read. The shared review schema checks both.
 */
export function ReviewDialog({
  application,
  approve,
  onClose,
}: {
  application: PartnerApplication | null;
  approve: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const levels = useRebateLevels();
  const decide = useReviewPartner();
  const [formError, setFormError] = useState<string | null>(null);

  const bodyOf = (values: Values) => ({
    id: application?.id ?? 1,
    approve,
    ...(approve && values.levelId !== undefined ? { levelId: values.levelId } : {}),
    ...(!approve ? { reason: (values.reason ?? '').trim() } : {}),
  });

  const check = (field: 'levelId' | 'reason') => ({
    validator: () => {
      const result = adminReviewPartnerBodySchema.safeParse(bodyOf(form.getFieldsValue(true) as Values));
      const issue = result.success ? undefined : result.error.issues.find((item) => item.path[0] === field);
      return issue ? Promise.reject(new Error(issueMessage(issue, locale))) : Promise.resolve();
    },
  });

  const onFinish = (values: Values) => {
    if (!application) return;
    setFormError(null);
    decide.mutate(bodyOf(values), {
      onSuccess: () => {
        void message.success(t(approve ? 'partners.review.approved' : 'partners.review.rejected'));
        onClose();
      },
      onError: (error) => setFormError(error.message),
    });
  };

  return (
    <Modal
      open={application !== null}
      title={t(approve ? 'partners.review.approveTitle' : 'partners.review.rejectTitle')}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t(approve ? 'partners.review.approve' : 'partners.review.reject')}
      okButtonProps={approve ? {} : { danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={decide.isPending}
      afterClose={() => setFormError(null)}
      destroyOnHidden
      centered
    >
      {application ? (
        <p>{t('partners.review.summary', { name: application.nickname, realName: application.realName })}</p>
      ) : null}
      {formError ? <Alert type="error" showIcon className={records.formError} title={formError} /> : null}
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={onFinish} preserve={false}>
        {approve ? (
          <Form.Item name="levelId" label={t('partners.review.level')} rules={[check('levelId')]}>
            <Select
              placeholder={t('partners.review.levelPlaceholder')}
              loading={levels.isLoading}
              notFoundContent={t('partners.review.noLevels')}
              options={(levels.data ?? []).map((level) => ({
                value: level.id,
                label: `${level.name} · ${level.rate}%`,
              }))}
            />
          </Form.Item>
        ) : (
          <Form.Item name="reason" label={t('partners.review.reason')} rules={[check('reason')]}>
            <Input.TextArea
              rows={3}
              maxLength={200}
              showCount
              placeholder={t('partners.review.reasonPlaceholder')}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
