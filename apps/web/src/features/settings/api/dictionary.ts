import type { DictItem } from '@copytrade/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { SETTINGS_KEYS } from '../utils/query-keys';

/** GET /community/front/getDictListByType?type=: the site's dictionary rows, labels in the reader's language. */
export async function getDictList(type: string): Promise<DictItem[]> {
  return (await request('getDictListByType', { query: { type }, quiet: true })).content;
}

/** A dictionary of the site; an empty list means the field is free text. */
export function useDictionary(type: 'country' | 'region') {
  return useQuery({
    queryKey: SETTINGS_KEYS.dictionary(type),
    queryFn: () => getDictList(type),
    staleTime: 10 * 60_000,
  });
}
