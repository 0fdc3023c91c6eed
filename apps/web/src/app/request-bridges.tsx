import { useEffect } from 'react';
import { SpinnerOverlay as Overlay } from '@/components/spinner/spinner';
import { useFeedback } from '@/lib/feedback';
import { setNotifier } from '@/lib/notifier';
import { useSpinnerVisible } from '@/lib/spinner';

/** Routes the app's themed `message` (`lib/feedback.ts`) to the request layer's popups. */
export function NotifierBridge() {
  const { message } = useFeedback();
  useEffect(() => {
    setNotifier({
      error: (text) => message.error(text),
      success: (text) => message.success(text),
      info: (text) => message.info(text),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}

/** Spec 7: a spinner over the page while a listed write call runs. */
export function SpinnerOverlay() {
  const visible = useSpinnerVisible();
  return <Overlay visible={visible} />;
}
