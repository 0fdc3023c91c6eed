import { DIALOG_WIDTHS } from '@copytrade/contracts/constants';
import { Alert, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import records from '../records.module.css';

/** The server's refusal, shown at the top of a dialog (a title, and a line under it when there is one). */
export type DialogError = { title: string; description?: string | undefined };

/**
 * A small dialog that sends a decision (a review's pass or reject, a complaint, a refused voucher): its
 * form, the server's refusal at the top, and the submit button, which waits while the call runs.
 */
export function DecisionDialog({
  open,
  title,
  okText,
  danger = false,
  summary,
  pending,
  error,
  onOk,
  onClose,
  afterClose,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  /** What is decided, in a sentence above the refusal and the form. */
  summary?: ReactNode;
  pending: boolean;
  error: DialogError | null;
  onOk: () => void;
  onClose: () => void;
  afterClose?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      width={DIALOG_WIDTHS.SMALL}
      onCancel={onClose}
      onOk={onOk}
      okText={okText}
      okButtonProps={danger ? { danger: true } : {}}
      cancelText={t('common.cancel')}
      confirmLoading={pending}
      afterClose={afterClose}
      destroyOnHidden
      centered
    >
      {summary ? <p>{summary}</p> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          className={records.formError}
          title={error.title}
          description={error.description}
        />
      ) : null}
      {children}
    </Modal>
  );
}
