import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render';
import { RootRedirect } from './root-redirect';

/** A page that never finishes rendering (its data never comes): the navigation to it stays pending. */
function NeverReady(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- how a component suspends
  throw new Promise(() => {});
}

describe('the root redirect', () => {
  it('sends a second arrival at / on again while the page it sent to is still rendering', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <RootRedirect /> },
        { path: '/home', element: <NeverReady /> },
      ],
      { path: '/' },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    // The reader comes back to / before /home has drawn: / must send him on again.
    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 3000 });
  });
});
