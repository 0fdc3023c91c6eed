import type { CSSProperties, ReactNode } from 'react';
import styles from './placeholder.module.css';

type Width = number | string;

export type PlaceholderProps = {
  /** A round face at the start, of this size in pixels. */
  avatar?: { size: number } | false;
  /** A title bar above the lines (its width), or none. */
  title?: { width?: Width } | boolean;
  /** The lines: how many, and the width of each (or of the last), or none. */
  paragraph?: { rows?: number; width?: Width | Width[] } | false;
  className?: string;
};

/** The width of line `index` of `rows`, as antd's Skeleton gives it. */
function lineWidth(width: Width | Width[] | undefined, index: number, rows: number): Width | undefined {
  if (Array.isArray(width)) return width[index];
  return index === rows - 1 ? width : undefined;
}

/**
 * Grey shimmering bars where content is on its way, as antd's Skeleton draws them (the same defaults: a
 * title and three lines, the title at 38 % and the last line at 61 %; with a face, a title at 50 % and two
 * full lines; without a title, two lines). Hidden from assistive technology; the region around it says it is busy.
 */
export function Placeholder({ avatar = false, title = true, paragraph = {}, className }: PlaceholderProps) {
  const hasTitle = title !== false;
  const rows = paragraph === false ? 0 : (paragraph.rows ?? (!avatar && hasTitle ? 3 : 2));
  const lastWidth = !avatar || !hasTitle ? '61%' : undefined;
  const widths = paragraph === false ? undefined : (paragraph.width ?? lastWidth);
  const titleWidth =
    typeof title === 'object' && title.width !== undefined
      ? title.width
      : rows > 0
        ? avatar
          ? '50%'
          : '38%'
        : undefined;
  const classes = [styles.placeholder, avatar ? styles.withAvatar : '', className ?? ''].filter(Boolean);
  return (
    <div className={classes.join(' ')} aria-hidden data-placeholder="">
      {avatar ? (
        <span
          className={`${styles.shape} ${styles.avatar}`}
          style={{ width: avatar.size, height: avatar.size }}
        />
      ) : null}
      <div className={styles.section}>
        {hasTitle ? (
          <span className={`${styles.shape} ${styles.title}`} style={{ width: titleWidth }} />
        ) : null}
        {rows > 0 ? (
          <ul className={styles.paragraph}>
            {Array.from({ length: rows }, (_, index) => {
              const width = lineWidth(widths, index, rows);
              const style: CSSProperties | undefined = width === undefined ? undefined : { width };
              return <li key={index} className={styles.shape} style={style} />;
            })}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/**
 * One shimmering bar where a single thing is on its way: field-sized by default (a figure, as antd's small
 * Skeleton.Input, 120 × 24), or of the size given (a button's: 48 × 24 small, the container's width when
 * `block`).
 */
export function PlaceholderBar({
  width,
  height,
  block = false,
  className,
}: {
  width?: number;
  height?: number;
  block?: boolean;
  className?: string;
}) {
  const style: CSSProperties = {};
  if (block) style.width = '100%';
  else if (width !== undefined) style.width = style.minWidth = width;
  if (height !== undefined) style.height = height;
  return (
    <span
      className={[styles.shape, styles.bar, className ?? ''].filter(Boolean).join(' ')}
      style={style}
      aria-hidden
      data-placeholder=""
    />
  );
}

/** The grey tray of antd's simple Empty, in the theme's fills. */
function EmptyTray() {
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden focusable="false">
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill="var(--ct-fill)" cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="var(--ct-border)">
          <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
          <path
            d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
            fill="var(--ct-fill-quaternary)"
          />
        </g>
      </g>
    </svg>
  );
}

/**
 * An empty list's note: a picture (antd's grey tray unless given), the line on what is missing, and an
 * optional next step under it.
 */
export function EmptyNote({
  description,
  image,
  children,
  large = false,
  className,
}: {
  description: ReactNode;
  image?: ReactNode;
  children?: ReactNode;
  /** A page's empty state: a larger picture, no margins of its own. */
  large?: boolean;
  className?: string;
}) {
  return (
    <div
      className={[styles.empty, large ? styles.emptyLarge : '', className ?? ''].filter(Boolean).join(' ')}
    >
      <div className={styles.emptyImage}>{image ?? <EmptyTray />}</div>
      <div>{description}</div>
      {children ? <div className={styles.emptyFooter}>{children}</div> : null}
    </div>
  );
}
