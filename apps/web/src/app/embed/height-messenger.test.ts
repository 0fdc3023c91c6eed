import { describe, expect, it, vi } from 'vitest';
import { isHeightMessage, startHeightMessenger } from './height-messenger';

/** A ResizeObserver the test triggers. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  constructor(readonly callback: () => void) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
}

function contentOf(height: () => number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ height: height() }) as DOMRect;
  return element;
}

describe('the height messenger', () => {
  it('posts the content height to the parent on start, on load and when the observer sees a change', () => {
    let height = 640.2;
    const postMessage = vi.fn();
    const parent = { postMessage } as unknown as Window;
    const events = new EventTarget();
    const win = {
      ResizeObserver: FakeObserver,
      document,
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
    } as unknown as Window & typeof globalThis;
    const stop = startHeightMessenger({ content: contentOf(() => height), parent, win });
    expect(postMessage).toHaveBeenCalledWith({ type: 'copytrade:height', height: 641 }, '*');
    expect(FakeObserver.last!.observed).toContain(document.body);

    // The same height again is not sent twice.
    events.dispatchEvent(new Event('load'));
    expect(postMessage).toHaveBeenCalledTimes(1);

    height = 1290;
    FakeObserver.last!.callback();
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'copytrade:height', height: 1290 }, '*');
    expect(postMessage).toHaveBeenCalledTimes(2);

    stop();
    expect(FakeObserver.last!.observed).toEqual([]);
  });

  it('carries the height alone, and says nothing when the page is not framed', () => {
    const post = vi.spyOn(window, 'postMessage');
    startHeightMessenger({ content: contentOf(() => 500), parent: window })();
    startHeightMessenger({ content: contentOf(() => 500), parent: null })();
    expect(post).not.toHaveBeenCalled();
    expect(isHeightMessage({ type: 'copytrade:height', height: 3 })).toBe(true);
    expect(isHeightMessage({ type: 'copytrade:height', height: '3' })).toBe(false);
    expect(isHeightMessage(null)).toBe(false);
  });
});
