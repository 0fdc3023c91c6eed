import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a row that just changed live stays highlighted. */
const FLASH_MS = 3_000;

/** Ids of rows that changed live in the last few seconds (they flash), and the function that marks one. */
export function useFlashIds(): [ReadonlySet<number>, (id: number) => void] {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const current = timers.current;
    return () => {
      for (const timer of current.values()) clearTimeout(timer);
    };
  }, []);
  const mark = useCallback((id: number) => {
    setIds((previous) => new Set(previous).add(id));
    const known = timers.current.get(id);
    if (known) clearTimeout(known);
    timers.current.set(
      id,
      setTimeout(() => {
        timers.current.delete(id);
        setIds((previous) => {
          const next = new Set(previous);
          next.delete(id);
          return next;
        });
      }, FLASH_MS),
    );
  }, []);
  return [ids, mark];
}
