import { App as AntApp, Spin } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from '@/lib/notifier';
import { useSpinnerVisible } from '@/lib/spinner';

/** Routes antd's themed `message` to the request layer's popups (inside antd's `App`). */
export function NotifierBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setNotifier({
      error: (text) => void message.error(text),
      success: (text) => void message.success(text),
      info: (text) => void message.info(text),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}

/** Spec 7: a spinner over the page while a listed write call runs. */
export function SpinnerOverlay() {
  const visible = useSpinnerVisible();
  return <Spin fullscreen spinning={visible} />;
}
