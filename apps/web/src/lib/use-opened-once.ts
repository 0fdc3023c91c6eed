import { useState } from 'react';

/**
 * True from the first time `open` is true, for good: a lazily loaded dialog or drawer is mounted (its chunk
 * fetched) when first opened, and stays mounted so closing plays its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
