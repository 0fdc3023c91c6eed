import { message, Modal } from 'antd';
import { useEffect } from 'react';
import { attachFeedback } from '@/lib/feedback';

/** Antd's message and modal in the site's antd scope; the calls that waited for them run once mounted. */
export function FeedbackHolders() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(() => {
    return attachFeedback({ message: messageApi, modal: modalApi });
  }, [messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
