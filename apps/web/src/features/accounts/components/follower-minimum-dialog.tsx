import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { amountSchema } from '@copytrade/contracts/validators';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { useFeedback } from '@/lib/feedback';
import { applyFieldErrors, zodOptionalRule } from '@/lib/zod-rule';
import { useUpdateAccountInfo } from '@/components/account-strategy/update-mt-account-info';

type MinimumValues = { followerBalanceMin: string };

export type FollowerMinimumDialogProps = {
  /** The trade account being edited with its current minimum (null none); null closes the dialog. */
  account: { mtAccId: number; currency: string; followerBalanceMin: string | null } | null;
  onClose: () => void;
};

/**
 * A trader's minimum balance for followers of one trade account (updateMtAccountInfo followerBalanceMin):
 * a follow account whose balance is below it gets no new copies (FOLLOWER_BALANCE_BELOW_MIN). Empty
 * removes the minimum; anything typed is an amount with at most 2 decimals.
 */
export function FollowerMinimumDialog({ account, onClose }: FollowerMinimumDialogProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const locale = currentLocale();
  const [form] = Form.useForm<MinimumValues>();
  const update = useUpdateAccountInfo();

  const onFinish = ({ followerBalanceMin }: MinimumValues) => {
    if (!account) return;
    const typed = followerBalanceMin.trim();
    const parsed = typed === '' ? null : amountSchema.safeParse(typed);
    if (parsed !== null && !parsed.success) return;
    update.mutate(
      { mtAccId: account.mtAccId, followerBalanceMin: parsed === null ? null : parsed.data },
      {
        onSuccess: () => {
          void message.success(t('accounts.followerMin.saved'));
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
      title={t('accounts.followerMin.title')}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={update.isPending}
      destroyOnHidden
      centered
    >
      <Form<MinimumValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        initialValues={{ followerBalanceMin: account?.followerBalanceMin ?? '' }}
        preserve={false}
      >
        <Form.Item
          name="followerBalanceMin"
          label={t('accounts.followerMin.label')}
          rules={[zodOptionalRule(amountSchema, locale)]}
          extra={t('accounts.followerMin.help')}
        >
          <Input
            inputMode="decimal"
            placeholder={t('accounts.followerMin.none')}
            suffix={account?.currency}
            maxLength={16}
            allowClear
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
