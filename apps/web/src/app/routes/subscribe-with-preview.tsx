import { Suspense } from 'react';
import { lazyScoped } from '@/components/antd-scope/load-scope';
import { PageLoader } from '@/components/page-loader';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { withAllMessages } from '@/i18n/i18n';
import { CopyPreviewTabLabel } from '@/features/copy-preview/components/copy-preview-tab-label';
import type { SubscribeDialogProps } from '@/features/copy-trading/components/subscribe-dialog';
import type { ProfileTab } from '@/features/trader-profile/components/trader-profile';

/*
 * The subscribe dialog and the copy preview tab, loaded when first opened: with their forms, validators
 * and the preview they are a large part of the pages that offer "Copy" (the home page, the squares, the
 * profile), and most visits never open them.
 */
// With the rest of the messages: on the home page, which starts with its own sections only (i18n.ts).
const SubscribeDialogWithPreview = lazyScoped(
  async () => (await withAllMessages(import('./subscribe-dialog-with-preview'))).SubscribeDialogWithPreview,
);
const CopyPreviewPane = lazyScoped(
  async () => (await withAllMessages(import('./subscribe-dialog-with-preview'))).CopyPreviewPane,
);

/** The subscribe dialog with the preview; nothing is fetched until a trader is first chosen. */
export function SubscribeDialog(props: Omit<SubscribeDialogProps, 'renderPreview'>) {
  // Once opened it stays mounted, so closing plays the dialog's animation.
  if (!useOpenedOnce(Boolean(props.master))) return null;
  return (
    <Suspense fallback={null}>
      <SubscribeDialogWithPreview {...props} />
    </Suspense>
  );
}

/** The profile's tab where anyone previews copying the trader with an amount and a leverage. */
export function copyPreviewTab(mtId: number): ProfileTab {
  return {
    key: 'copyPreview',
    label: <CopyPreviewTabLabel />,
    children: (
      <Suspense fallback={<PageLoader />}>
        <CopyPreviewPane mtId={mtId} />
      </Suspense>
    ),
  };
}
