import { bindAccountFormSchema } from '@copytrade/contracts/validators';
import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { Button, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@/i18n/locale';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notifier';
import { applyFieldErrors, zodRule } from '@/lib/zod-rule';
import { limitOfStatus, type LimitKind } from '../utils/limits';
import { PlatformSelect } from './platform-select';

/*
 * What the bind and the demo dialogs share: the dialog with cancel and a primary button that submits the
 * form, the broker field (which clears the server), and what a refusal does.
 */

export type AccountFormDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  form: FormInstance;
  /** The primary button's text. */
  submitText: string;
  submitting: boolean;
  submitDisabled: boolean;
  /** The body has its own actions (the bind dialog's EA panel): the footer keeps only cancel. */
  submitHidden?: boolean;
  children: ReactNode;
};

export function AccountFormDialog(props: AccountFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      title={props.title}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={props.onClose}
      destroyOnHidden
      centered
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={props.onClose}>
          {t('common.cancel')}
        </Button>,
        props.submitHidden ? null : (
          <Button
            key="submit"
            type="primary"
            disabled={props.submitDisabled}
            loading={props.submitting}
            onClick={() => props.form.submit()}
          >
            {props.submitText}
          </Button>
        ),
      ]}
    >
      {props.children}
    </Modal>
  );
}

/** The broker: choosing another one clears the server, which belongs to the broker. */
export function PlatformField({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="platformId"
      label={t('accounts.bind.platform')}
      rules={[zodRule(bindAccountFormSchema.shape.platformId, currentLocale())]}
    >
      <PlatformSelect onChange={() => form.setFieldValue('serverListId', undefined)} />
    </Form.Item>
  );
}

/**
 * A refused bind or demo call: a limit (22006, 22007) opens the page's limit dialog, a field's error shows
 * under the field, anything else as a toast. A silent error was already shown by the request layer.
 */
export function accountFormError(form: FormInstance, onLimit: (kind: LimitKind) => void) {
  return (error: unknown) => {
    if (!isApiError(error) || error.silent) return;
    const limit = limitOfStatus(error.status);
    if (limit) {
      onLimit(limit);
      return;
    }
    if (applyFieldErrors(form, error)) return;
    notify().error(error.message);
  };
}
