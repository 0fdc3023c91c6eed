import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './plain-button.module.css';

/** A button's look and content, as antd's Button takes them. */
export type ButtonLook = {
  /** Outlined (`default`), filled (`primary`), bare (`text`) or link-coloured (`link`). */
  type?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  /** See-through (an outline only), for pictures and dark bands. */
  ghost?: boolean;
  /** As wide as its container. */
  block?: boolean;
  icon?: ReactNode;
  /** The icon before the label (antd's default) or after it. */
  iconPlacement?: 'start' | 'end';
  className?: string;
  children?: ReactNode;
};

/**
 * A button's class names (`plain-button.module.css`) and content (its icon in antd's icon gap, its label),
 * and the element's other props, for a `<button>` or a link. `ct-btn` lets a section's stylesheet reach
 * plain and antd buttons alike (`:global(.ct-btn)`).
 */
export function splitButtonLook<P extends ButtonLook>({
  type = 'default',
  size = 'middle',
  ghost = false,
  block = false,
  icon,
  iconPlacement = 'start',
  className,
  children,
  ...rest
}: P): { className: string; content: ReactNode; rest: Omit<P, keyof ButtonLook> } {
  const hasLabel = children !== undefined && children !== null;
  const mark = icon ? <span className={styles.icon}>{icon}</span> : null;
  const classes = [
    'ct-btn',
    styles.button,
    styles[type],
    size === 'middle' ? '' : styles[size],
    ghost && (type === 'default' || type === 'primary') ? styles.ghost : '',
    block ? styles.block : '',
    mark && !hasLabel ? styles.iconOnly : '',
    className ?? '',
  ];
  return {
    className: classes.filter(Boolean).join(' '),
    content: (
      <>
        {iconPlacement === 'start' ? mark : null}
        {hasLabel ? <span>{children}</span> : null}
        {iconPlacement === 'end' ? mark : null}
      </>
    ),
    rest,
  };
}

export type PlainButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | keyof ButtonLook> & {
    /** The element's own type; a plain button never submits a form unless asked. */
    htmlType?: 'button' | 'submit' | 'reset';
  };

/**
 * A `<button>` that looks like antd's Button (same sizes, colours and focus ring) without antd: for the
 * first screens that carry nothing else of it (the home page, the header, the error pages).
 */
export function PlainButton({ htmlType = 'button', ...props }: PlainButtonProps) {
  const { className, content, rest } = splitButtonLook(props);
  return (
    <button {...rest} type={htmlType} className={className}>
      {content}
    </button>
  );
}
