/**
 * What a confirm dialog's `onOk` returns for a call: the dialog shows its spinner while the call runs and
 * closes when it ends, whether or not it succeeded. A failure is not lost: the request layer has already
 * shown the server's localized message (antd would otherwise leave a rejected `onOk` unhandled).
 */
export function closeWhenDone(call: Promise<unknown>): Promise<void> {
  return call.then(
    () => undefined,
    () => undefined,
  );
}
