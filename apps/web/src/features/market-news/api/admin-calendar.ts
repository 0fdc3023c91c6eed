import type {
  AdminCalendarEvent,
  CalendarImportPreview,
  ImportCalendarBody,
  ImportResult,
  SaveCalendarEventBody,
} from '@copytrade/contracts/market-news';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketNewsKeys } from './query-keys';

/*
 * The site admin's calendar calls (/community/api/admin*CalendarEvent*): the events of a week, add / edit /
 * delete, and the import with its preview. Every change refreshes the admin lists and the public pages.
 */

export function useAdminCalendarEvents(from: number, to: number) {
  return useQuery({
    queryKey: marketNewsKeys.adminEvents(from, to),
    queryFn: async (): Promise<AdminCalendarEvent[]> =>
      (await request('adminQueryCalendarEvents', { query: { from, to }, quiet: true })).content,
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: marketNewsKeys.all });
}

export function useSaveCalendarEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: SaveCalendarEventBody) =>
      (await request('adminSaveCalendarEvent', { body })).content[0],
    onSuccess: refresh,
  });
}

export function useDeleteCalendarEvent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (eventId: number) => {
      await request('adminDeleteCalendarEvent', { body: { eventId } });
    },
    onSuccess: refresh,
  });
}

/** Reads a file without importing it: the rows and the lines that cannot be imported. */
export async function previewCalendarImport(body: ImportCalendarBody): Promise<CalendarImportPreview> {
  const [preview] = (await request('adminPreviewCalendarImport', { body, timeoutMs: 60_000 })).content;
  return preview ?? { rows: [], errors: [] };
}

export function useImportCalendar() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: ImportCalendarBody): Promise<ImportResult | undefined> =>
      (await request('adminImportCalendarEvents', { body, timeoutMs: 60_000 })).content[0],
    onSuccess: refresh,
  });
}
