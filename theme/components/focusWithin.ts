import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onLeave` when the focus leaves the element (Tab past its end, a click elsewhere), and
 * `onKeyDown` for the keys pressed inside it: the behaviour of a menu or a disclosure panel around
 * its parts, without handlers on the wrapping element itself.
 */
export function useFocusWithin(
  element: RefObject<HTMLElement | null>,
  handlers: { onLeave: () => void; onKeyDown?: (event: KeyboardEvent) => void },
): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const onFocusOut = (event: FocusEvent) => {
      if (!node.contains(event.relatedTarget as Node | null)) latest.current.onLeave();
    };
    const onKeyDown = (event: KeyboardEvent) => latest.current.onKeyDown?.(event);
    node.addEventListener('focusout', onFocusOut);
    node.addEventListener('keydown', onKeyDown);
    return () => {
      node.removeEventListener('focusout', onFocusOut);
      node.removeEventListener('keydown', onKeyDown);
    };
  }, [element]);
}
