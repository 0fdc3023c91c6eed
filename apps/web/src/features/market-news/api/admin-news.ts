import type {
  AdminNewsFlash,
  ImportNewsBody,
  ImportResult,
  NewsImportPreview,
  SaveNewsFlashBody,
} from '@copytrade/contracts/market-news';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketNewsKeys } from './query-keys';

/** The site admin's news flash calls: the list, add / edit / delete, the CSV import with its preview. */

export function useAdminNewsFlashes(page: number, pageSize: number) {
  return useQuery({
    queryKey: marketNewsKeys.adminFlashes(page, pageSize),
    queryFn: async (): Promise<{ items: AdminNewsFlash[]; total: number }> => {
      const envelope = await request('adminQueryNewsFlashes', { query: { page, pageSize }, quiet: true });
      return { items: envelope.content, total: envelope.total ?? envelope.content.length };
    },
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: marketNewsKeys.all });
}

export function useSaveNewsFlash() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: SaveNewsFlashBody) => (await request('adminSaveNewsFlash', { body })).content[0],
    onSuccess: refresh,
  });
}

export function useDeleteNewsFlash() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (flashId: number) => {
      await request('adminDeleteNewsFlash', { body: { flashId } });
    },
    onSuccess: refresh,
  });
}

export async function previewNewsImport(body: ImportNewsBody): Promise<NewsImportPreview> {
  const [preview] = (await request('adminPreviewNewsImport', { body, timeoutMs: 60_000 })).content;
  return preview ?? { rows: [], errors: [] };
}

export function useImportNews() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: ImportNewsBody): Promise<ImportResult | undefined> =>
      (await request('adminImportNewsFlashes', { body, timeoutMs: 60_000 })).content[0],
    onSuccess: refresh,
  });
}
