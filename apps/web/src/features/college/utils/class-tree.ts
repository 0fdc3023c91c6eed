import type { ContentTypeNode } from '@copytrade/contracts/cms';

/** The node of `typeId` in a class tree, with the path of its ancestors (root first). */
export function findClass(
  nodes: readonly ContentTypeNode[],
  typeId: number,
  ancestors: ContentTypeNode[] = [],
): { node: ContentTypeNode; ancestors: ContentTypeNode[] } | null {
  for (const node of nodes) {
    if (node.typeId === typeId) return { node, ancestors };
    const found = findClass(node.children, typeId, [...ancestors, node]);
    if (found) return found;
  }
  return null;
}
