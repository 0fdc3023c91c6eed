import type { Placement } from '@floating-ui/react-dom';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';

/** The trigger's event, whose element the hint is placed against. */
type TriggerEvent = { currentTarget: HTMLElement };

/**
 * What the trigger spreads on itself: Hint shows on its hover and focus, placed against the element the
 * event came from (no ref: a ref's callback would set state and draw every hint of a page twice on mount).
 */
export type HintTriggerProps = {
  'aria-describedby'?: string;
  onMouseEnter: (event: TriggerEvent) => void;
  onMouseLeave: () => void;
  onFocus: (event: TriggerEvent) => void;
  onBlur: () => void;
};

export type HintProps = {
  /**
   * The hint: a short text (a dark tooltip) or, with a title, a light card (a popover). A function is called
   * only once the hint opens (a page of many hints need not build their texts on its first render).
   */
  content: ReactNode | (() => ReactNode);
  title?: ReactNode;
  placement?: Placement;
  /** The floating box's class. */
  className?: string;
  children: (trigger: HintTriggerProps) => ReactNode;
};

/** Pointer delays, as antd's Tooltip: no flicker when the pointer crosses a trigger on its way elsewhere. */
const OPEN_DELAY_MS = 100;
const CLOSE_DELAY_MS = 100;

const loadBox = () => import('./hint-box');
const HintBox = lazy(async () => ({ default: (await loadBox()).HintBox }));

/**
 * A tooltip or a popover on hover and keyboard focus (a tap focuses too), placed by Floating UI above the
 * page in a portal so a scrolling table does not clip it, flipped and shifted to stay on screen; Escape
 * hides it. It replaces antd's Tooltip and Popover on the first screens, whose trigger, motion and form
 * context were about 25 kB compressed of the home page (docs/performance.md). The box and Floating UI
 * load when the pointer first comes to a trigger (`hint-box.tsx`).
 */
export function Hint({ content, title, placement = 'top', className, children }: HintProps) {
  const [open, setOpen] = useState(false);
  // What the pointer asked for and after how long: an effect applies it unless asked otherwise meanwhile.
  const [wish, setWish] = useState({ open: false, delay: 0 });
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (wish.open === open) return;
    const timer = setTimeout(() => setOpen(wish.open), wish.delay);
    return () => {
      clearTimeout(timer);
    };
  }, [wish, open]);

  const later = (next: boolean, delay: number) => {
    // The box's chunk starts to load while the open delay runs.
    if (next) void loadBox();
    setWish({ open: next, delay });
  };
  const now = (next: boolean) => {
    setWish({ open: next, delay: 0 });
    setOpen(next);
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') now(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <>
      {children({
        'aria-describedby': open ? id : undefined,
        onMouseEnter: (event) => {
          setAnchor(event.currentTarget);
          later(true, OPEN_DELAY_MS);
        },
        onMouseLeave: () => later(false, CLOSE_DELAY_MS),
        onFocus: (event) => {
          setAnchor(event.currentTarget);
          now(true);
        },
        onBlur: () => now(false),
      })}
      {open ? (
        <Suspense fallback={null}>
          <HintBox
            anchor={anchor}
            id={id}
            content={typeof content === 'function' ? content() : content}
            title={title}
            placement={placement}
            className={className}
            onMouseEnter={() => later(true, 0)}
            onMouseLeave={() => later(false, CLOSE_DELAY_MS)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
