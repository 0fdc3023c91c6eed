import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import type { OperatorSite, SiteLimits } from '@copytrade/contracts/operator';
import { emailSchema } from '@copytrade/contracts/validators';
import { Alert, DatePicker, Form, Input, Modal, Radio, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { zodRule } from '@/lib/zod-rule';
import { LimitInput } from './limit-input';
import styles from './site-dialogs.module.css';

/** Which of the site page's dialogs is open. */
export type SiteDialog = 'suspend' | 'renew' | 'limits' | 'version' | 'addAdmin' | null;

type Run<T> = (value: T, done: { onSuccess: () => void; onError: (error: Error) => void }) => void;

/** A dialog with one form: its submit runs the change, a refusal shows in it, success closes it. */
function FormDialog<T extends object>({
  open,
  title,
  okText,
  danger,
  initialValues,
  onClose,
  run,
  pending,
  children,
  width = DIALOG_WIDTHS.SMALL,
}: {
  width?: number;
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  initialValues: T;
  onClose: () => void;
  run: Run<T>;
  pending: boolean;
  children: React.ReactNode;
}) {
  const [form] = Form.useForm<T>();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText}
      okButtonProps={{ danger: danger ?? false, loading: pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      centered
    >
      <Form<T>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues}
        preserve={false}
        onFinish={(values) => {
          setRefusal(null);
          run(values, {
            onSuccess: onClose,
            onError: (error) => {
              if (!isApiError(error)) return setRefusal(error.message);
              const fields = error.fieldErrors.filter((f) => f.field in initialValues);
              if (fields.length > 0)
                return form.setFields(fields.map((f) => ({ name: f.field as never, errors: [f.message] })));
              return setRefusal([error.message, ...error.fieldErrors.map((f) => f.message)].join(' '));
            },
          });
        }}
        className={styles.form}
      >
        {children}
        {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      </Form>
    </Modal>
  );
}

export function SuspendDialog(props: {
  open: boolean;
  onClose: () => void;
  run: Run<{ reason: string }>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      {...props}
      title={t('operator.dialogs.suspendTitle')}
      okText={t('operator.actions.suspend')}
      danger
      initialValues={{ reason: '' }}
    >
      <Alert type="warning" showIcon className={styles.note} title={t('operator.dialogs.suspendNote')} />
      <Form.Item
        name="reason"
        label={t('operator.dialogs.suspendReason')}
        rules={[{ required: true, whitespace: true, message: t('operator.dialogs.suspendReasonRequired') }]}
      >
        <Input.TextArea
          rows={3}
          maxLength={200}
          showCount
          placeholder={t('operator.dialogs.suspendPlaceholder')}
        />
      </Form.Item>
    </FormDialog>
  );
}

export function RenewDialog({
  site,
  ...props
}: {
  site: Pick<OperatorSite, 'beginTime' | 'endTime'>;
  open: boolean;
  onClose: () => void;
  run: Run<{ endTime: number }>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const [base] = useState(() => dayjs(Math.max(site.endTime ?? Date.now(), Date.now())));
  const begin = site.beginTime === null ? null : dayjs(site.beginTime);
  return (
    <FormDialog<{ end: Dayjs }>
      {...props}
      run={(values, done) => props.run({ endTime: values.end.endOf('day').valueOf() }, done)}
      title={t('operator.dialogs.renewTitle')}
      okText={t('operator.actions.renew')}
      initialValues={{ end: base.add(1, 'year') }}
    >
      <p className={styles.text}>
        {t('operator.dialogs.renewCurrent', {
          end:
            site.endTime === null ? t('operator.validity.noEnd') : dayjs(site.endTime).format('YYYY-MM-DD'),
        })}
      </p>
      <Form.Item
        name="end"
        label={t('operator.dialogs.renewEnd')}
        rules={[{ required: true, message: t('operator.create.validityRequired') }]}
      >
        <DatePicker
          className={styles.full}
          allowClear={false}
          disabledDate={(day) => (begin ? day.isBefore(begin, 'day') : false)}
          presets={[1, 2, 3].map((years) => ({
            label: t('operator.dialogs.renewPreset', { count: years }),
            value: base.add(years, 'year'),
          }))}
        />
      </Form.Item>
    </FormDialog>
  );
}

export function LimitsDialog({
  site,
  ...props
}: {
  site: SiteLimits;
  open: boolean;
  onClose: () => void;
  run: Run<SiteLimits>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const initial: SiteLimits = {
    copyMaxNumber: site.copyMaxNumber,
    masterMaxNumber: site.masterMaxNumber,
    userCopyLimit: site.userCopyLimit,
    userTradeLimit: site.userTradeLimit,
  };
  return (
    <FormDialog
      {...props}
      width={DIALOG_WIDTHS.MEDIUM}
      title={t('operator.dialogs.limitsTitle')}
      okText={t('common.save')}
      initialValues={initial}
    >
      <p className={styles.text}>{t('operator.dialogs.limitsNote')}</p>
      {(['copyMaxNumber', 'masterMaxNumber', 'userCopyLimit', 'userTradeLimit'] as const).map((key) => (
        <Form.Item
          key={key}
          name={key}
          label={t(`operator.limits.${key}`)}
          extra={t(`operator.limits.${key}Help`)}
        >
          <LimitInput />
        </Form.Item>
      ))}
    </FormDialog>
  );
}

export function VersionDialog({
  site,
  ...props
}: {
  site: Pick<OperatorSite, 'version' | 'freeUpgradeFlag'>;
  open: boolean;
  onClose: () => void;
  run: Run<{ version: 0 | 1; freeUpgradeFlag: boolean }>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      {...props}
      title={t('operator.dialogs.versionTitle')}
      okText={t('common.save')}
      initialValues={{ version: site.version === 1 ? 1 : 0, freeUpgradeFlag: site.freeUpgradeFlag }}
    >
      <Form.Item
        name="version"
        label={t('operator.fields.version')}
        extra={t('operator.dialogs.versionHelp')}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 0, label: t('operator.version.0') },
            { value: 1, label: t('operator.version.1') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="freeUpgradeFlag"
        label={t('operator.fields.freeUpgradeFlag')}
        extra={t('operator.dialogs.freeUpgradeHelp')}
        valuePropName="checked"
      >
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}

export function AddAdminDialog(props: {
  open: boolean;
  onClose: () => void;
  run: Run<{ email: string }>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      {...props}
      title={t('operator.dialogs.addAdminTitle')}
      okText={t('operator.dialogs.addAdminOk')}
      initialValues={{ email: '' }}
    >
      <p className={styles.text}>{t('operator.dialogs.addAdminNote')}</p>
      <Form.Item
        name="email"
        label={t('operator.fields.adminEmail')}
        rules={[zodRule(emailSchema, currentLocale())]}
      >
        <Input type="email" inputMode="email" autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
