import { Spin } from 'antd';
import { createPortal } from 'react-dom';
import styles from './verifying-overlay.module.css';

/**
 * Spec 2 (Other UI): the full-screen overlay while an account is verified with its MT4 server. It sits
 * above the dialog that started it, so nothing can be clicked twice.
 */
export function VerifyingOverlay({ open, text }: { open: boolean; text: string }) {
  if (!open) return null;
  return createPortal(
    <div className={styles.overlay} role="status" aria-live="assertive" aria-busy="true">
      <div className={styles.box}>
        <Spin size="large" />
        <div className={styles.text}>{text}</div>
      </div>
    </div>,
    document.body,
  );
}
