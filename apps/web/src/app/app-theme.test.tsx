import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { siteConfigQueryOptions } from '@/lib/site-config';
import { mockFetch } from '@/testing/fetch-mock';
import { siteFixture } from '@/testing/fixtures';
import { AppRoot } from './app';
import { loadShell } from './shells/shells';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('style');
});

const cssVariable = (name: string) => document.documentElement.style.getPropertyValue(name);

describe("the site's colours", () => {
  it("draw the page from the site config's CSS variables, and follow a saved change without a reload", async () => {
    mockFetch({});
    window.history.replaceState(null, '', '/login');
    const site = siteFixture({ siteType: 5, version: 0, themeColor: '#13c2c2', headerBgc: '#102030' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(siteConfigQueryOptions().queryKey, site);
    render(<AppRoot site={site} shell={await loadShell('mam-default')} queryClient={queryClient} />);
    expect(await screen.findByRole('heading', { name: '欢迎回来' })).toBeInTheDocument();
    expect(cssVariable('--ct-primary')).toBe('#13c2c2');
    expect(cssVariable('--ct-header-bg')).toBe('#102030');

    // The admin saved new colours: the refetched config carries the variables the server derived from them.
    const saved = siteFixture({ siteType: 5, version: 0, themeColor: '#d4380d', headerBgc: '#ffffff' });
    queryClient.setQueryData(siteConfigQueryOptions().queryKey, saved);
    await waitFor(() => expect(cssVariable('--ct-primary')).toBe('#d4380d'));
    expect(cssVariable('--ct-header-bg')).toBe('#ffffff');
    expect(cssVariable('--ct-header-text')).toBe(saved.themeVariables['--ct-text']);
  });
});
