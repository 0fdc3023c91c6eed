import type { FollowerCopyPreviewInput } from '@copytrade/contracts/preview';
import { useMemo } from 'react';
import { useFollowerCopyPreview } from '../api/copy-preview-with-token';
import { useDebouncedValue } from '../utils/use-debounced-value';
import type { PreviewChartComponent } from './preview-chart';
import { PreviewIncomplete, PreviewStates } from './preview-states';

/** Settings typed are asked for once typing pauses this long. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The copy preview inside the subscribe dialog: the trader's last 90 days replayed with the chosen follow
 * account and the settings as they are typed (asked again, debounced, on every change). `request` is null
 * until an account is chosen and the mode's value is valid.
 */
export function FollowerCopyPreview({
  request,
  Chart,
}: {
  request: FollowerCopyPreviewInput | null;
  Chart: PreviewChartComponent;
}) {
  // The request as text: a new object with the same settings is the same request.
  const key = request === null ? null : JSON.stringify(request);
  const settled = useDebouncedValue(key, PREVIEW_DEBOUNCE_MS);
  const body = useMemo(
    () => (settled === null ? null : (JSON.parse(settled) as FollowerCopyPreviewInput)),
    [settled],
  );
  const query = useFollowerCopyPreview(key === null ? null : body);
  if (key === null) return <PreviewIncomplete />;
  return <PreviewStates query={query} Chart={Chart} compact />;
}
