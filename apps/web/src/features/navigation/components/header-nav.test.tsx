import type { MenuItem } from '@copytrade/contracts/site';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { HeaderNav } from './header-nav';

function item(columnId: number, name: string, frontUrl: string, children: MenuItem[] = []): MenuItem {
  return {
    columnId,
    frontUrl,
    contentUrl: '',
    columnName: name,
    columnNameEn: `${name} (en)`,
    columnNameHant: name,
    isShowSecondMenu: 1,
    children,
  };
}

const MENU: MenuItem[] = [
  item(1, '首页', '/'),
  item(2, '社区', '/community/communityRecommend', [
    item(21, '交易员排行', '/community/trader'),
    item(22, '工具', '', [item(221, '计算器', '/tools/calculator')]),
  ]),
  { ...item(3, '开户', '/broker'), contentUrl: 'https://broker.example.com' },
  item(4, '帮助', '/help'),
];

const setupResizeObserver = window.ResizeObserver;

afterEach(() => {
  window.ResizeObserver = setupResizeObserver;
  vi.restoreAllMocks();
});

describe('HeaderNav', () => {
  it('links every level in the reader’s language, lights the page’s entry and its parents', async () => {
    renderWithApp(<HeaderNav items={MENU} locale="en_US" />, { path: '/community/trader' });
    const ranking = await screen.findByRole('link', { name: '交易员排行 (en)' });
    expect(ranking).toHaveAttribute('href', '/community/trader');
    expect(ranking).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '首页 (en)' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: '首页 (en)' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '计算器 (en)' })).toHaveAttribute('href', '/tools/calculator');
    const external = screen.getByRole('link', { name: '开户 (en)' });
    expect(external).toHaveAttribute('href', 'https://broker.example.com');
    expect(external).toHaveAttribute('target', '_blank');
    // The parent whose panel holds the page is lit too, as antd's Menu lit a submenu's title.
    expect(screen.getByRole('link', { name: '社区 (en)' }).className).toMatch(/lit/);
  });

  it('opens an entry without a page of its own on a tap, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderWithApp(<HeaderNav items={MENU} locale="zh_CN" />);
    const tools = await screen.findByRole('button', { name: '工具' });
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    await user.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(tools).not.toHaveFocus();
  });

  it('folds the entries that do not fit the row into a "more" entry', async () => {
    const user = userEvent.setup();
    // A row 350 px wide, each entry 100 px: two fit beside the 56 px kept for "more".
    // The test setup's ResizeObserver never reports: this one reports each element once, as browsers do.
    window.ResizeObserver = class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 100 } as DOMRect);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(350);
    renderWithApp(<HeaderNav items={MENU} locale="zh_CN" />);
    const more = await screen.findByRole('button', { name: '更多菜单' });
    const row = more.closest('ul')!;
    expect(within(row).getByRole('link', { name: '首页' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '社区' })).toBeInTheDocument();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = more.nextElementSibling as HTMLElement;
    expect(within(panel).getByRole('link', { name: '开户' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '帮助' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: '首页' })).not.toBeInTheDocument();
  });
});
