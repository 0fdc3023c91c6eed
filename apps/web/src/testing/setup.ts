import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '@/i18n/i18n';
import { setCurrentLocale } from '@/i18n/locale';
import enUS from '@/i18n/locales/en_US.json';
import zhCN from '@/i18n/locales/zh_CN.json';
import zhHant from '@/i18n/locales/zh_Hant.json';
import { closeLoginDialog } from '@/lib/login-dialog';
import { resetMarketSocket, setMarketSocketImpl } from '@/lib/market-socket';
import { setDefaultSocket } from '@/lib/realtime';
import { clearAllStorage } from '@/lib/session';
import { FakeSocket } from './fake-socket';

// antd reads these browser APIs that jsdom does not have.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.scrollTo = vi.fn();

// jsdom draws no canvas: the charts stand in as text (chart-stand-in.tsx).
vi.mock('@/components/charts/time-chart', () => import('./chart-stand-in'));

// antd pages render slowly when CI runs every project in parallel on two cores; the default 1 s for
// findBy/waitFor made tests fail there that pass alone.
configure({ asyncUtilTimeout: 5000 });

// No test opens a real socket: the shell's realtime client gets a fake that never connects.
setDefaultSocket(FakeSocket);
setMarketSocketImpl(FakeSocket);

beforeAll(async () => {
  setCurrentLocale('zh_CN');
  await initI18n('zh_CN', { zh_CN: zhCN, en_US: enUS, zh_Hant: zhHant });
});

afterEach(() => {
  cleanup();
  clearAllStorage();
  sessionStorage.clear();
  closeLoginDialog();
  resetMarketSocket();
  FakeSocket.reset();
});
