import { describe, expect, it } from 'vitest';
import { MENU_KEYS, RADIO_KEYS, rovingIndex, TAB_KEYS } from './roving-index';

describe('rovingIndex', () => {
  it('moves with its own keys, wrapping at both ends', () => {
    expect(rovingIndex('ArrowRight', 2, 3, TAB_KEYS)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3, TAB_KEYS)).toBe(2);
    expect(rovingIndex('ArrowDown', 1, 3, RADIO_KEYS)).toBe(2);
    expect(rovingIndex('ArrowUp', 0, 3, MENU_KEYS)).toBe(2);
  });

  it('goes to the ends with Home and End only where the list has them', () => {
    expect(rovingIndex('End', 0, 4, TAB_KEYS)).toBe(3);
    expect(rovingIndex('Home', 3, 4, MENU_KEYS)).toBe(0);
    expect(rovingIndex('Home', 3, 4, RADIO_KEYS)).toBeNull();
  });

  it('starts from nothing focused, and ignores other keys and an empty list', () => {
    expect(rovingIndex('ArrowDown', -1, 3, MENU_KEYS)).toBe(0);
    expect(rovingIndex('ArrowDown', 0, 3, TAB_KEYS)).toBeNull();
    expect(rovingIndex('Enter', 0, 3, MENU_KEYS)).toBeNull();
    expect(rovingIndex('ArrowRight', 0, 0, TAB_KEYS)).toBeNull();
  });
});
