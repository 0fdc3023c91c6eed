import { Button, Input, type InputProps } from 'antd';
import type { ReactNode } from 'react';
import styles from './code-send-row.module.css';

export type CodeSendRowProps = {
  /** The code's Form.Item (noStyle) with its input. */
  children: ReactNode;
  onSend: () => void;
  /** The send call: pending while it runs; once it succeeded the button offers another code. */
  sending: { isPending: boolean; isSuccess: boolean };
  /** Seconds before another code may be asked for (useCountdown). */
  remaining: number;
  text: { send: string; resend: string; resendIn: (seconds: number) => string };
  /** The button's width, which each form sets for its own texts. */
  buttonClassName?: string;
};

/** A verification code beside its send button, which counts down until another code may be asked for. */
export function CodeSendRow({
  children,
  onSend,
  sending,
  remaining,
  text,
  buttonClassName,
}: CodeSendRowProps) {
  return (
    <div className={styles.row}>
      {children}
      <Button
        className={[styles.button, buttonClassName].filter(Boolean).join(' ')}
        onClick={onSend}
        loading={sending.isPending}
        disabled={remaining > 0}
      >
        {remaining > 0 ? text.resendIn(remaining) : sending.isSuccess ? text.resend : text.send}
      </Button>
    </div>
  );
}

/** The code as typed: six digits, which the phone may offer to fill in from the message. */
export function CodeInput(props: InputProps) {
  return <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} {...props} />;
}
