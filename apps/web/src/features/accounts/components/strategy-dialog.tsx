import { COMMENT_MAX_LENGTH, DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { updateMtAccountInfoBodySchema } from '@copytrade/contracts/accounts';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { applyFieldErrors, zodRule } from '@/lib/zod-rule';
import { useUpdateAccountInfo } from '../api/update-mt-account-info';

type StrategyValues = { strategy: string };

export type StrategyDialogProps = {
  /** The trade account being edited; null closes the dialog. */
  account: { mtAccId: number; strategy: string } | null;
  onClose: () => void;
};

/** A trader's strategy text of one trade account (updateMtAccountInfo), shown on the account's profile. */
export function StrategyDialog({ account, onClose }: StrategyDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const locale = currentLocale();
  const [form] = Form.useForm<StrategyValues>();
  const update = useUpdateAccountInfo();
  const strategyField = updateMtAccountInfoBodySchema.shape.strategy;

  const onFinish = (values: StrategyValues) => {
    if (!account) return;
    update.mutate(
      { mtAccId: account.mtAccId, strategy: values.strategy.trim() },
      {
        onSuccess: () => {
          void message.success(t('accounts.strategy.saved'));
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) applyFieldErrors(form, error);
        },
      },
    );
  };

  return (
    <Modal
      open={account !== null}
      title={t('accounts.strategy.title')}
      width={DIALOG_WIDTHS.MEDIUM}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      destroyOnHidden
      centered
    >
      <Form<StrategyValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ strategy: account?.strategy ?? '' }}
        preserve={false}
      >
        <Form.Item
          name="strategy"
          label={t('accounts.strategy.label')}
          rules={[zodRule(strategyField, locale)]}
        >
          <Input.TextArea
            rows={6}
            maxLength={COMMENT_MAX_LENGTH}
            showCount
            placeholder={t('accounts.strategy.placeholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
