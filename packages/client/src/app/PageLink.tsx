import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './router';

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const browserClick = (e: MouseEvent) =>
  e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * A link to another page of the app: a plain click moves there without reloading the app, a
 * middle or modified click opens it in a new tab as any link does.
 */
export function PageLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...rest}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || browserClick(e)) return;
        e.preventDefault();
        navigate(href);
      }}
    />
  );
}
