import type { AdminContentType } from '@copytrade/contracts/cms-admin';
import { describe, expect, it } from 'vitest';
import { classOptions, findType, flattenTypes, movedOrder } from './class-tree';

const texts = (zh: string, en = '') => ({ zh_CN: zh, en_US: en, zh_Hant: '' });
function typeOf(
  typeId: number,
  zh: string,
  children: AdminContentType[] = [],
  visible = true,
): AdminContentType {
  return {
    typeId,
    moduleCode: 'article',
    parentId: null,
    code: `t${typeId}`,
    name: texts(zh, zh === '基础' ? 'Basics' : ''),
    description: texts(''),
    visible,
    sort: typeId,
    itemCount: 0,
    children,
  };
}

const TREE = [typeOf(1, '基础', [typeOf(3, '入门')]), typeOf(2, '策略', [], false)];

describe('the class tree', () => {
  it('finds classes at either level', () => {
    expect(flattenTypes(TREE).map((type) => type.typeId)).toEqual([1, 3, 2]);
    expect(findType(TREE, 3)?.name.zh_CN).toBe('入门');
    expect(findType(TREE, 9)).toBeUndefined();
  });

  it('moves a class one place among its siblings, never out of the list', () => {
    const siblings = [{ typeId: 1 }, { typeId: 2 }, { typeId: 3 }];
    expect(movedOrder(siblings, 0, 1)).toEqual([2, 1, 3]);
    expect(movedOrder(siblings, 2, -1)).toEqual([1, 3, 2]);
    expect(movedOrder(siblings, 0, -1)).toBeNull();
    expect(movedOrder(siblings, 2, 1)).toBeNull();
  });

  it("names the options in the reader's language, Chinese where it has none, hidden ones marked", () => {
    expect(classOptions(TREE, 'en_US', (name) => `${name} (hidden)`)).toEqual([
      { value: 1, title: 'Basics', children: [{ value: 3, title: '入门', children: [] }] },
      { value: 2, title: '策略 (hidden)', children: [] },
    ]);
  });
});
