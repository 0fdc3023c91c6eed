import type { ContentItem } from '@copytrade/contracts/cms';
import { useMemo } from 'react';
import { useContentList } from '@/lib/cms-queries';

/** The most entries one call returns; the encyclopedia's index is read in one page of that size. */
export const INDEX_PAGE_SIZE = 100;

/** The letters that have entries (of a topic when `typeId` is given, from the entries' `indexLetter`). */
export function lettersOf(items: readonly ContentItem[], typeId?: number | null): Set<string> {
  return new Set(
    items
      .filter((item) => !typeId || item.typeId === typeId)
      .map((item) => item.indexLetter.toUpperCase())
      .filter((letter) => /^[A-Z]$/.test(letter)),
  );
}

/** Every encyclopedia entry (up to 100), for the A-Z bar's letters and the counts per letter. */
export function useEncyclopediaIndex() {
  const list = useContentList({
    moduleCode: 'encyclopedia',
    order: 'sort',
    page: 1,
    pageSize: INDEX_PAGE_SIZE,
  });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  return { list, items };
}
