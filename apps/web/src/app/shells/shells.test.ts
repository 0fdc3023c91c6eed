import { afterEach, describe, expect, it } from 'vitest';
import { loadShell } from './shells';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('loadShell', () => {
  it('moves a real path of the hash site into the hash before its router reads the address', async () => {
    window.history.replaceState(null, '', '/personalCenter/5/dataindex?tab=2');
    const shell = await loadShell('hash-site');
    expect(shell.history).toBe('hash');
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#/personalCenter/5/dataindex?tab=2');
  });

  it('leaves the address of the other shells alone', async () => {
    window.history.replaceState(null, '', '/personalCenter/5/dataindex?tab=2');
    await loadShell('community-template-1');
    expect(window.location.pathname).toBe('/personalCenter/5/dataindex');
    expect(window.location.hash).toBe('');
  });
});
