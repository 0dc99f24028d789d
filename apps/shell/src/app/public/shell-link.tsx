import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigation } from '../navigation';

/** An in-portal link that works with and without the router (a real href, navigated in place on click). */
export function ShellLink({
  to,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const { go } = useNavigation();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    go(to);
  };
  return <a href={to} onClick={handle} {...rest} />;
}
