import { FollowerCopyPreview } from '@/features/copy-preview/components/follower-copy-preview';
import { VisitorCopyPreview } from '@/features/copy-preview/components/visitor-copy-preview';
import {
  SubscribeDialog as BaseSubscribeDialog,
  type SubscribeDialogProps,
} from '@/features/copy-trading/components/subscribe-dialog';
import { LazyChart } from '@/components/charts/lazy-chart';

/*
 * The copy preview (issue 13) where other features show it: under the subscribe dialog's settings, and as
 * the trader profile's "If I had copied" tab, drawn with the profile's chart (features never import each
 * other; the app composes them here). Loaded by subscribe-with-preview.tsx when first needed.
 */

/** The subscribe dialog with the preview of the chosen follow account and settings. */
export function SubscribeDialogWithPreview(props: Omit<SubscribeDialogProps, 'renderPreview'>) {
  return (
    <BaseSubscribeDialog
      {...props}
      renderPreview={(request) => <FollowerCopyPreview request={request} Chart={LazyChart} />}
    />
  );
}

/** The profile's tab where anyone previews copying the trader with an amount and a leverage. */
export function CopyPreviewPane({ mtId }: { mtId: number }) {
  return <VisitorCopyPreview mtId={mtId} Chart={LazyChart} />;
}
