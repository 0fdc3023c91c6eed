import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { splitButtonLook, type ButtonLook } from './plain-button/plain-button';

export type ButtonLinkProps = ButtonLook &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick' | 'type' | keyof ButtonLook> & {
    to: string;
    /**
     * Runs instead of navigating on a plain left click (the login button opens the dialog); a click with a
     * modifier key still follows the link, so "open in new tab" works.
     */
    onPlainClick?: () => void;
  };

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link that looks like a button (antd's Button look, `plain-button`), routed in the app without a page
 * load.
 */
export function ButtonLink({ to, onPlainClick, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const { className, content, rest } = splitButtonLook(props);
  return (
    <a
      {...rest}
      href={href}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        if (onPlainClick) onPlainClick();
        else void navigate(to);
      }}
    >
      {content}
    </a>
  );
}
