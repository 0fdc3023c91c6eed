import { addUserLevelBodySchema, type RebateLevel } from '@copytrade/contracts/partners';
import { Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog } from '@/components/review-queue/decision-dialog';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { applyFieldErrors, zodFieldRule } from '@/lib/zod-rule';
import { useSaveLevel } from '../api/admin';

type Values = { name: string; rate: number | null; minCustomers: number | null };

/**
 * Adding or editing a rebate level (site admin): a name within 10 characters (a Chinese character counts
 * as one), a whole rate 0-100 % and the paying customers the level needs when upgrades are automatic,
 * checked by the shared schema before anything is sent.
 */
export function LevelDialog({
  open,
  level,
  onClose,
}: {
  open: boolean;
  /** The level being edited; null adds one. */
  level: RebateLevel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<Values>();
  const save = useSaveLevel();
  const [formError, setFormError] = useState<string | null>(null);

  const onFinish = (values: Values) => {
    setFormError(null);
    const fields = {
      name: values.name.trim(),
      rate: values.rate ?? Number.NaN,
      minCustomers: values.minCustomers ?? 0,
    };
    save.mutate(level ? { id: level.id, ...fields } : fields, {
      onSuccess: () => {
        void message.success(t(level ? 'partners.levels.updated' : 'partners.levels.added'));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && applyFieldErrors(form, error)) return;
        setFormError(error.message);
      },
    });
  };

  return (
    <DecisionDialog
      open={open}
      title={t(level ? 'partners.levels.editTitle' : 'partners.levels.addTitle')}
      okText={t('common.save')}
      pending={save.isPending}
      error={formError === null ? null : { title: formError }}
      onOk={() => form.submit()}
      onClose={onClose}
      afterClose={() => setFormError(null)}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{
          name: level?.name ?? '',
          rate: level?.rate ?? null,
          minCustomers: level?.minCustomers ?? 0,
        }}
        preserve={false}
      >
        <Form.Item
          name="name"
          label={t('partners.levels.name')}
          extra={t('partners.levels.nameHint')}
          rules={[zodFieldRule(addUserLevelBodySchema, 'name', locale)]}
        >
          <Input placeholder={t('partners.levels.namePlaceholder')} />
        </Form.Item>
        <Form.Item
          name="rate"
          label={t('partners.levels.rate')}
          extra={t('partners.levels.rateHint')}
          rules={[zodFieldRule(addUserLevelBodySchema, 'rate', locale)]}
        >
          <InputNumber style={{ width: '100%' }} suffix="%" placeholder="0-100" />
        </Form.Item>
        <Form.Item
          name="minCustomers"
          label={t('partners.levels.minCustomers')}
          extra={t('partners.levels.minCustomersHint')}
          rules={[zodFieldRule(addUserLevelBodySchema, 'minCustomers', locale)]}
        >
          <InputNumber style={{ width: '100%' }} placeholder="0" />
        </Form.Item>
      </Form>
    </DecisionDialog>
  );
}
