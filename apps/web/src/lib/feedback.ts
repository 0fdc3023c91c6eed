import type { ModalFuncProps } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

type MessageKind = 'success' | 'error' | 'warning' | 'info';
type MessageCall = (...args: Parameters<MessageInstance['success']>) => void;

/** What the holders give (`feedback-host.tsx`): antd's message and modal, themed by the ConfigProvider. */
export type FeedbackApis = {
  message: Pick<MessageInstance, MessageKind>;
  modal: { confirm(props: ModalFuncProps): unknown };
};

/**
 * The pages' toasts and confirmations. Antd's `App` put its message, notification and modal (with their
 * styles and the confirm dialog's buttons) on every page's first load, though a page shows none until the
 * reader acts. Here a call made before the holders are loaded waits for them: the host loads them at the
 * reader's first pointer or key press, or at the first call.
 */
export type Feedback = {
  message: Record<MessageKind, MessageCall>;
  modal: { confirm(props: ModalFuncProps): void };
};

let apis: FeedbackApis | null = null;
const waiting: ((apis: FeedbackApis) => void)[] = [];
let wake: (() => void) | null = null;

function run(call: (apis: FeedbackApis) => void): void {
  if (apis) {
    call(apis);
    return;
  }
  waiting.push(call);
  wake?.();
}

const feedback: Feedback = {
  message: {
    success: (...args) => run((a) => void a.message.success(...args)),
    error: (...args) => run((a) => void a.message.error(...args)),
    warning: (...args) => run((a) => void a.message.warning(...args)),
    info: (...args) => run((a) => void a.message.info(...args)),
  },
  modal: { confirm: (props) => run((a) => void a.modal.confirm(props)) },
};

/** The message and modal of the app, in place of antd's App hook. */
export function useFeedback(): Feedback {
  return feedback;
}

/** The holders, mounted: the calls that waited run now. Returns the detach. */
export function attachFeedback(next: FeedbackApis): () => void {
  apis = next;
  for (const call of waiting.splice(0)) call(next);
  return () => {
    if (apis === next) apis = null;
  };
}

/** The host asks to hear of the first call while its holders are not loaded. Returns the unsubscribe. */
export function onFeedbackWanted(listener: () => void): () => void {
  wake = listener;
  if (waiting.length > 0) listener();
  return () => {
    if (wake === listener) wake = null;
  };
}
