import type { AdminDailyReport, SaveDailyReportBody } from '@copytrade/contracts/market-news';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { marketNewsKeys } from './query-keys';

/** The site admin's daily report calls: the list, write a day's commentary, delete a day's report. */

export function useAdminDailyReports(page: number, pageSize: number) {
  return useQuery({
    queryKey: marketNewsKeys.adminReports(page, pageSize),
    queryFn: async (): Promise<{ items: AdminDailyReport[]; total: number }> => {
      const envelope = await request('adminQueryDailyReports', { query: { page, pageSize }, quiet: true });
      return { items: envelope.content, total: envelope.total ?? envelope.content.length };
    },
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: marketNewsKeys.all });
}

export function useSaveDailyReport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: SaveDailyReportBody) =>
      (await request('adminSaveDailyReport', { body })).content[0],
    onSuccess: refresh,
  });
}

export function useDeleteDailyReport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (day: string) => {
      await request('adminDeleteDailyReport', { body: { day } });
    },
    onSuccess: refresh,
  });
}
