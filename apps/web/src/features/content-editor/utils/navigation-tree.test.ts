import type { NavigationItem } from '@copytrade/contracts/cms-admin';
import { describe, expect, it } from 'vitest';
import {
  appendAt,
  canNest,
  countNodes,
  errorsByEntry,
  moveAt,
  nodeAt,
  removeAt,
  toInput,
  toNodes,
  updateAt,
  type MenuNode,
} from './navigation-tree';

const name = (zh: string, en = '') => ({ zh_CN: zh, en_US: en, zh_Hant: '' });
const item = (zh: string, children: NavigationItem[] = [], url = ''): NavigationItem => ({
  name: name(zh),
  frontUrl: url,
  contentUrl: '',
  visible: true,
  children,
});

function keyed(items: NavigationItem[]): MenuNode[] {
  let key = 0;
  return toNodes(items, () => `k${(key += 1)}`);
}

const MENU = [
  item('首页', [], '/home'),
  item('学院', [item('文章', [item('入门')]), item('课程')]),
  item('下载'),
];
const names = (nodes: MenuNode[]) => nodes.map((node) => node.name.zh_CN);

describe('the header menu while it is edited', () => {
  it('names every node once, at every level, and counts them all', () => {
    const nodes = keyed(MENU);
    expect(nodes.map((node) => node.key)).toEqual(['k1', 'k2', 'k6']);
    expect(nodeAt(nodes, [1, 0, 0])?.key).toBe('k4');
    expect(countNodes(nodes)).toBe(6);
  });

  it('moves an entry among its siblings only, and not past either end', () => {
    const nodes = keyed(MENU);
    expect(names(moveAt(nodes, [0], 1))).toEqual(['学院', '首页', '下载']);
    expect(names(moveAt(nodes, [0], -1))).toEqual(['首页', '学院', '下载']);
    const inner = moveAt(nodes, [1, 1], -1);
    expect(names(inner[1]!.children)).toEqual(['课程', '文章']);
    expect(names(inner)).toEqual(['首页', '学院', '下载']);
    // The original is left as it was.
    expect(names(nodes[1]!.children)).toEqual(['文章', '课程']);
  });

  it('adds, changes and removes entries at any level', () => {
    const nodes = keyed(MENU);
    const added = appendAt(nodes, [1, 1], { ...nodes[0]!, key: 'new', name: name('视频'), children: [] });
    expect(names(nodeAt(added, [1, 1])!.children)).toEqual(['视频']);
    expect(names(appendAt(nodes, [], { ...nodes[0]!, key: 'top', name: name('合伙人') }))).toHaveLength(4);
    const hidden = updateAt(nodes, [1, 0, 0], (node) => ({ ...node, visible: false }));
    expect(nodeAt(hidden, [1, 0, 0])!.visible).toBe(false);
    expect(nodeAt(nodes, [1, 0, 0])!.visible).toBe(true);
    expect(countNodes(removeAt(nodes, [1]))).toBe(2);
  });

  it('offers children only above the third level', () => {
    expect(canNest([0])).toBe(true);
    expect(canNest([0, 1])).toBe(true);
    expect(canNest([0, 1, 2])).toBe(false);
  });

  it('sends trimmed texts and one kind of link per entry', () => {
    const [node] = keyed([item(' 学院 ')]);
    const input = toInput([{ ...node!, frontUrl: ' /college ', contentUrl: '' }]);
    expect(input).toEqual([
      {
        name: { zh_CN: '学院', en_US: '', zh_Hant: '' },
        frontUrl: '/college',
        contentUrl: '',
        visible: true,
        children: [],
      },
    ]);
    expect(toInput([{ ...node!, frontUrl: '/x', contentUrl: ' https://example.com ' }])[0]).toMatchObject({
      frontUrl: '',
      contentUrl: 'https://example.com',
    });
  });

  it("files the server's field errors by the entry they name", () => {
    const found = errorsByEntry([
      { field: 'items.1.children.0.children.0.name.zh_CN', message: 'name' },
      { field: 'items.2.contentUrl', message: 'link' },
      { field: 'items.2.children', message: 'too deep' },
      { field: 'items', message: 'too many' },
    ]);
    expect(found).toEqual(
      new Map([
        ['1.0.0', ['name']],
        ['2', ['link', 'too deep']],
        ['', ['too many']],
      ]),
    );
  });
});
