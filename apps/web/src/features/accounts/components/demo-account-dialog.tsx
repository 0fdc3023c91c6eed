import { DEMO_DEPOSIT, DEMO_LEVERAGES } from '@copytrade/contracts/accounts';
import { ACC_TYPE, DIALOG_WIDTHS, type AccType } from '@copytrade/contracts/constants';
import { bindAccountFormSchema } from '@copytrade/contracts/validators';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, InputNumber, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { zodRule } from '@/lib/zod-rule';
import { invalidateAccountLists } from '../api/binding-mt-acc';
import { useCreateDemoAccount, type CreatedDemoAccount } from '../api/create-demo-mt-acc';
import { useMt4Servers } from '../api/get-mt4-server';
import type { LimitKind } from '../utils/limits';
import { AccountFormDialog, accountFormError, PlatformField } from './account-form-dialog';
import { ServerSelect } from './server-select';
import { VerifyingOverlay } from './verifying-overlay';
import styles from './account-forms.module.css';

/** The leverages a demo account may be opened with (createDemoAccountBodySchema). */
type Leverage = (typeof DEMO_LEVERAGES)[number];
/** Starting balance limits in whole US dollars (createDemoAccountBodySchema). */
const DEPOSIT = { ...DEMO_DEPOSIT, STEP: 1_000 } as const;

type DemoValues = {
  accType: AccType;
  platformId?: number;
  serverListId?: number;
  leverage: Leverage;
  deposit: number;
};

const fields = bindAccountFormSchema.shape;

export type DemoAccountDialogProps = {
  open: boolean;
  /** Traders choose trade or follow; everyone else opens a follow account. */
  canChooseType: boolean;
  onClose: () => void;
  onLimit: (kind: LimitKind) => void;
  /**
   * Offered after a follow account is opened when the user came to subscribe: "Continue subscribing"
   * (the credentials are shown first, since they are never shown again).
   */
  onContinue?: (mtAccId: number) => void;
};

function Credential({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Typography.Text
      className={styles.credentialValue}
      copyable={{ text: value, tooltips: [t('common.copy'), t('common.copied')] }}
    >
      {value}
    </Typography.Text>
  );
}

/**
 * Opens an account on a demo server and binds it in one step. The answer holds the new account's
 * passwords; they are shown here once, with copy buttons, and never again.
 */
export function DemoAccountDialog({
  open,
  canChooseType,
  onClose,
  onLimit,
  onContinue,
}: DemoAccountDialogProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DemoValues>();
  const create = useCreateDemoAccount();
  const [created, setCreated] = useState<(CreatedDemoAccount & { accType: AccType }) | null>(null);
  const platformId = Form.useWatch('platformId', form);
  const servers = useMt4Servers(platformId);
  const noDemoServer =
    platformId !== undefined && servers.isSuccess && !servers.data.some((server) => server.isDemo === 1);

  const onFinish = (values: DemoValues) => {
    if (values.platformId === undefined || values.serverListId === undefined) return;
    const accType = canChooseType ? values.accType : ACC_TYPE.FOLLOW;
    create.mutate(
      {
        accType,
        platformId: values.platformId,
        serverListId: values.serverListId,
        leverage: values.leverage,
        deposit: values.deposit,
      },
      {
        onSuccess: (account) => {
          setCreated({ ...account, accType });
          void invalidateAccountLists(queryClient);
        },
        onError: accountFormError(form, onLimit),
      },
    );
  };

  if (created) {
    return (
      <Modal
        open={open}
        title={t('accounts.demoDialog.createdTitle')}
        width={DIALOG_WIDTHS.SMALL}
        onCancel={onClose}
        mask={{ closable: false }}
        centered
        footer={
          onContinue && created.accType === ACC_TYPE.FOLLOW ? (
            <Button type="primary" onClick={() => onContinue(created.mtAccId)}>
              {t('frictions.bindReturn.continue')}
            </Button>
          ) : (
            <Button type="primary" onClick={onClose}>
              {t('accounts.demoDialog.done')}
            </Button>
          )
        }
      >
        <Alert type="warning" showIcon title={t('accounts.demoDialog.saveNow')} />
        <Descriptions column={1} bordered size="small" className={styles.credentials}>
          <Descriptions.Item label={t('accounts.demoDialog.login')}>
            <Credential value={created.login} />
          </Descriptions.Item>
          <Descriptions.Item label={t('accounts.demoDialog.serverName')}>
            <Credential value={created.serverName} />
          </Descriptions.Item>
          <Descriptions.Item label={t('accounts.demoDialog.tradePwd')}>
            <Credential value={created.tradePwd} />
          </Descriptions.Item>
          <Descriptions.Item label={t('accounts.demoDialog.investorPwd')}>
            <Credential value={created.investorPwd} />
          </Descriptions.Item>
        </Descriptions>
      </Modal>
    );
  }

  return (
    <>
      <AccountFormDialog
        open={open}
        title={canChooseType ? t('accounts.demoDialog.title') : t('accounts.demoDialog.titleFollow')}
        onClose={onClose}
        form={form}
        submitText={t('accounts.demoDialog.submit')}
        submitting={create.isPending}
        submitDisabled={noDemoServer}
      >
        <Form<DemoValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={onFinish}
          initialValues={{
            accType: canChooseType ? ACC_TYPE.TRADE : ACC_TYPE.FOLLOW,
            leverage: 100,
            deposit: DEPOSIT.DEFAULT,
          }}
          className={styles.form}
        >
          {canChooseType ? (
            <Form.Item name="accType" label={t('accounts.demoDialog.accType')}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                options={[
                  { value: ACC_TYPE.TRADE, label: t('accounts.demoDialog.tradeAccount') },
                  { value: ACC_TYPE.FOLLOW, label: t('accounts.demoDialog.followAccount') },
                ]}
              />
            </Form.Item>
          ) : null}
          <PlatformField form={form} />
          <Form.Item
            name="serverListId"
            label={t('accounts.demoDialog.server')}
            rules={[zodRule(fields.serverListId, locale)]}
            {...(noDemoServer
              ? { validateStatus: 'warning' as const, help: t('accounts.demoDialog.noDemoServer') }
              : {})}
          >
            <ServerSelect platformId={platformId} demoOnly />
          </Form.Item>
          <div className={styles.row}>
            <Form.Item name="leverage" label={t('accounts.demoDialog.leverage')}>
              <Select<Leverage> options={DEMO_LEVERAGES.map((value) => ({ value, label: `1:${value}` }))} />
            </Form.Item>
            <Form.Item name="deposit" label={t('accounts.demoDialog.deposit')}>
              <InputNumber<number>
                className={styles.deposit}
                min={DEPOSIT.MIN}
                max={DEPOSIT.MAX}
                step={DEPOSIT.STEP}
                precision={0}
              />
            </Form.Item>
          </div>
        </Form>
      </AccountFormDialog>
      <VerifyingOverlay open={create.isPending} text={t('accounts.demoDialog.creating')} />
    </>
  );
}
