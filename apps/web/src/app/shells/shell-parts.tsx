import { Suspense } from 'react';
import type { Location } from 'react-router';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import { withAllMessages } from '@/i18n/i18n';
import { useLoginDialog } from '@/lib/login-dialog';
import { useOpenedOnce } from '@/lib/use-opened-once';

/*
 * What the layouts of templates 3 and 4 share with template 1's `PublicShell` without drawing it: the
 * login dialog's lazy host and the scroll key. Kept here so the templates do not reach into the shell file.
 */

// With the rest of the messages: on the home page, which starts with its own sections only (i18n.ts).
const LoginDialog = lazyScoped(
  async () => (await withAllMessages(import('@/features/auth/components/login-dialog'))).LoginDialog,
);

/** Mounts the login dialog's chunk the first time it is asked for, and keeps it for its close animation. */
export function LoginDialogHost() {
  const { open } = useLoginDialog();
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}

/** Freshly loaded pages all carry history key 'default'; those entries are keyed by path instead. */
export function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}
