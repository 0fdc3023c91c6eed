import type { AdminContentType } from '@copytrade/contracts/cms-admin';
import { pickLocalized, type Locale } from '@copytrade/contracts/locale';

/** Classes nest at most two levels under a module: a top class and its subclasses. */
export const MAX_CLASS_DEPTH = 2;

type Localized = { zh_CN: string; en_US: string; zh_Hant: string };

/** A text in the reader's language, the Chinese one where that language has none. */
export function localized(text: Localized, locale: Locale): string {
  return pickLocalized(locale, text);
}

/** Every class of the tree, parents before their children. */
export function flattenTypes(types: readonly AdminContentType[]): AdminContentType[] {
  return types.flatMap((type) => [type, ...flattenTypes(type.children)]);
}

export function findType(types: readonly AdminContentType[], typeId: number): AdminContentType | undefined {
  return flattenTypes(types).find((type) => type.typeId === typeId);
}

/**
 * The ids of `siblings` with the one at `index` moved one place up (-1) or down (1): what
 * adminSortContentTypes takes. Null when it would leave the list.
 */
export function movedOrder(
  siblings: readonly { typeId: number }[],
  index: number,
  by: -1 | 1,
): number[] | null {
  const target = index + by;
  if (index < 0 || index >= siblings.length || target < 0 || target >= siblings.length) return null;
  const ids = siblings.map((sibling) => sibling.typeId);
  const [moved] = ids.splice(index, 1);
  ids.splice(target, 0, moved!);
  return ids;
}

export type ClassOption = { value: number; title: string; children: ClassOption[] };

/** The class tree as a TreeSelect's data, names in the reader's language; hidden classes are marked. */
export function classOptions(
  types: readonly AdminContentType[],
  locale: Locale,
  hiddenMark: (name: string) => string = (name) => name,
): ClassOption[] {
  return types.map((type) => {
    const name = localized(type.name, locale);
    return {
      value: type.typeId,
      title: type.visible ? name : hiddenMark(name),
      children: classOptions(type.children, locale, hiddenMark),
    };
  });
}
