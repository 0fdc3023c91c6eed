import type { NavigationItem, NavigationItemInput } from '@copytrade/contracts/cms-admin';
import type { FieldError } from '@copytrade/contracts/envelope';

/** The header menu nests three levels deep. */
export const MAX_MENU_DEPTH = 3;

/** An entry of the menu while it is edited: its texts and a key that stays while it moves. */
export type MenuNode = {
  key: string;
  name: { zh_CN: string; en_US: string; zh_Hant: string };
  /** An in-site path; '' with an external link. */
  frontUrl: string;
  /** An external http(s) link; '' with an in-site path. */
  contentUrl: string;
  visible: boolean;
  children: MenuNode[];
};

/** Where an entry is: its index at each level, from the top ([2, 0] is the first child of the third entry). */
export type MenuPath = readonly number[];

/** The server's menu as editable nodes; `nextKey` names each node. */
export function toNodes(items: readonly NavigationItem[], nextKey: () => string): MenuNode[] {
  return items.map((item) => ({
    key: nextKey(),
    name: { ...item.name },
    frontUrl: item.frontUrl,
    contentUrl: item.contentUrl,
    visible: item.visible,
    children: toNodes(item.children, nextKey),
  }));
}

/** What adminSaveNavigation takes: texts trimmed, one kind of link per entry. */
export function toInput(nodes: readonly MenuNode[]): NavigationItemInput[] {
  return nodes.map((node) => {
    const contentUrl = node.contentUrl.trim();
    return {
      name: {
        zh_CN: node.name.zh_CN.trim(),
        en_US: node.name.en_US.trim(),
        zh_Hant: node.name.zh_Hant.trim(),
      },
      frontUrl: contentUrl ? '' : node.frontUrl.trim(),
      contentUrl,
      visible: node.visible,
      children: toInput(node.children),
    };
  });
}

/** How many entries the menu has, at every level. */
export function countNodes(nodes: readonly MenuNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}

/** The menu with the list that holds `path`'s entry replaced by `change(list, index)`. */
function changeList(
  nodes: readonly MenuNode[],
  path: MenuPath,
  change: (list: MenuNode[], index: number) => MenuNode[],
): MenuNode[] {
  const [head, ...rest] = path;
  if (head === undefined) return [...nodes];
  if (rest.length === 0) return change([...nodes], head);
  return nodes.map((node, index) =>
    index === head ? { ...node, children: changeList(node.children, rest, change) } : node,
  );
}

export function nodeAt(nodes: readonly MenuNode[], path: MenuPath): MenuNode | undefined {
  const [head, ...rest] = path;
  if (head === undefined) return undefined;
  const node = nodes[head];
  return rest.length === 0 || !node ? node : nodeAt(node.children, rest);
}

/** The entry at `path` changed by `update`. */
export function updateAt(
  nodes: readonly MenuNode[],
  path: MenuPath,
  update: (node: MenuNode) => MenuNode,
): MenuNode[] {
  return changeList(nodes, path, (list, index) =>
    list.map((node, at) => (at === index ? update(node) : node)),
  );
}

/** The menu without the entry at `path` (and its children). */
export function removeAt(nodes: readonly MenuNode[], path: MenuPath): MenuNode[] {
  return changeList(nodes, path, (list, index) => list.filter((_node, at) => at !== index));
}

/** The entry at `path` moved one place up (-1) or down (1) among its siblings; unchanged at either end. */
export function moveAt(nodes: readonly MenuNode[], path: MenuPath, by: -1 | 1): MenuNode[] {
  return changeList(nodes, path, (list, index) => {
    const target = index + by;
    if (target < 0 || target >= list.length) return list;
    const [moved] = list.splice(index, 1);
    list.splice(target, 0, moved!);
    return list;
  });
}

/** `node` added last under the entry at `parent` ([] for the top level). */
export function appendAt(nodes: readonly MenuNode[], parent: MenuPath, node: MenuNode): MenuNode[] {
  if (parent.length === 0) return [...nodes, node];
  return updateAt(nodes, parent, (entry) => ({ ...entry, children: [...entry.children, node] }));
}

/** Whether an entry at `path` may take children: only above the third level. */
export function canNest(path: MenuPath): boolean {
  return path.length < MAX_MENU_DEPTH;
}

/**
 * The server's field errors of a save ('items.0.children.1.name.zh_CN') by the entry they concern
 * ('0.1'); an error of the whole menu ('items') goes under ''.
 */
export function errorsByEntry(errors: readonly FieldError[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const error of errors) {
    const parts = error.field.split('.');
    const indexes: number[] = [];
    let at = 0;
    if (parts[at] === 'items') at += 1;
    while (at < parts.length && /^\d+$/.test(parts[at]!)) {
      indexes.push(Number(parts[at]));
      at += 1;
      if (parts[at] === 'children') at += 1;
      else break;
    }
    const key = indexes.join('.');
    out.set(key, [...(out.get(key) ?? []), error.message]);
  }
  return out;
}
