import type { MenuItem } from '@copytrade/contracts/site';
import { describe, expect, it } from 'vitest';
import { avatarInitial } from '@/components/person-avatar';
import { highlightPath, isHeaderHidden, menuTarget, selectedMenuKeys, visibleMenu } from './header-rules';

function item(columnId: number, frontUrl: string, extra: Partial<MenuItem> = {}): MenuItem {
  return {
    columnId,
    frontUrl,
    contentUrl: '',
    columnName: `栏目${columnId}`,
    columnNameEn: `Column ${columnId}`,
    columnNameHant: `欄目${columnId}`,
    isShowSecondMenu: 1,
    children: [],
    ...extra,
  };
}

describe('header rules (spec 2, Shared header)', () => {
  it("routes '/' to /home and other items by their front URL", () => {
    expect(menuTarget(item(1, '/'))).toEqual({ kind: 'route', path: '/home' });
    expect(menuTarget(item(2, '/community'))).toEqual({ kind: 'route', path: '/community' });
    expect(menuTarget(item(3, 'college'))).toEqual({ kind: 'route', path: '/college' });
  });

  it('opens an item with a content URL as an external link', () => {
    expect(menuTarget(item(4, '/x', { contentUrl: 'https://broker.example.com' }))).toEqual({
      kind: 'external',
      href: 'https://broker.example.com',
    });
  });

  it('shows the information entry only to zh_CN readers, at any level', () => {
    const menu = [
      item(1, '/'),
      item(2, '/information'),
      item(3, '/tools', { children: [item(31, '/information/x')] }),
    ];
    expect(visibleMenu(menu, 'zh_CN').map((m) => m.columnId)).toEqual([1, 2, 3]);
    expect(visibleMenu(menu, 'en_US').map((m) => m.columnId)).toEqual([1, 3]);
    expect(visibleMenu(menu, 'zh_Hant').map((m) => m.columnId)).toEqual([1, 3]);
    expect(visibleMenu(menu, 'en_US')[1]!.children).toEqual([]);
  });

  it('keeps at most three levels', () => {
    const deep = [
      item(1, '/a', {
        children: [item(2, '/a/b', { children: [item(3, '/a/b/c', { children: [item(4, '/a/b/c/d')] })] })],
      }),
    ];
    const level3 = visibleMenu(deep, 'zh_CN')[0]!.children[0]!.children[0]!;
    expect(level3.columnId).toBe(3);
    expect(level3.children).toEqual([]);
  });

  it("lights up /strategy for any path containing 'square'", () => {
    expect(highlightPath('/square/list')).toBe('/strategy');
    const menu = [item(1, '/'), item(2, '/strategy')];
    expect(selectedMenuKeys(menu, '/square')).toEqual(['2']);
    expect(selectedMenuKeys(menu, '/home')).toEqual(['1']);
    expect(selectedMenuKeys(menu, '/strategy/detail/3')).toEqual(['2']);
  });

  it('lights up the community entry on every community page, whichever page it opens', () => {
    const menu = [item(1, '/'), item(2, '/community/communityRecommend'), item(3, '/aboutUs/introduce')];
    expect(selectedMenuKeys(menu, '/community/communityRecommend')).toEqual(['2']);
    expect(selectedMenuKeys(menu, '/community/trader')).toEqual(['2']);
    expect(selectedMenuKeys(menu, '/community/trader/42')).toEqual(['2']);
    expect(selectedMenuKeys(menu, '/community/henchman')).toEqual(['2']);
    expect(selectedMenuKeys(menu, '/communityx')).toEqual([]);
    // A community menu with its own pages: the page's own entry, not its siblings.
    const nested = [
      item(1, '/'),
      item(2, '/community', {
        children: [item(21, '/community/communityRecommend'), item(22, '/community/trader')],
      }),
    ];
    expect(selectedMenuKeys(nested, '/community/trader/42')).toEqual(['2', '22']);
    expect(selectedMenuKeys(nested, '/community/henchman')).toEqual(['2']);
    // The section entry one level down, under an entry without a route.
    const grouped = [
      item(1, '/'),
      item(4, '', { children: [item(41, '/community/trader'), item(42, '/college')] }),
    ];
    expect(selectedMenuKeys(grouped, '/community/henchman')).toEqual(['41']);
    expect(selectedMenuKeys(grouped, '/aboutUs/faq')).toEqual([]);
  });

  it('hides the header on the auth pages, iframe routes and in iframe mode', () => {
    expect(isHeaderHidden('/forgertPassword', false)).toBe(true);
    expect(isHeaderHidden('/reg/register', false)).toBe(true);
    expect(isHeaderHidden('/login', false)).toBe(true);
    expect(isHeaderHidden('/login/', false)).toBe(true);
    expect(isHeaderHidden('/iframeStrategy', false)).toBe(true);
    expect(isHeaderHidden('/home', true)).toBe(true);
    expect(isHeaderHidden('/home', false)).toBe(false);
    expect(isHeaderHidden('/aboutUs/introduce', false)).toBe(false);
  });

  it('uses the first letter of the nickname for an avatar without a picture', () => {
    expect(avatarInitial('alice')).toBe('A');
    expect(avatarInitial('张三')).toBe('张');
    expect(avatarInitial('')).toBe('?');
  });
});
