/** What a key press means for the search modal, as in DocSearch's keyboard hook. */
export type ShortcutAction = 'open' | 'close' | 'type' | null;

interface KeyLike {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Typing into a field must not open the modal on `/`. */
export function isEditing(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return (
    element.isContentEditable ||
    element.tagName === 'INPUT' ||
    element.tagName === 'SELECT' ||
    element.tagName === 'TEXTAREA'
  );
}

/**
 * Ctrl/Cmd+K toggles the modal, `/` opens it when no field has focus, Escape closes it, and a
 * letter or digit typed while the search button has focus opens it with that character.
 */
export function shortcutAction(
  event: KeyLike,
  state: { open: boolean; buttonFocused: boolean },
): ShortcutAction {
  if (event.key === 'Escape') return state.open ? 'close' : null;
  if (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) {
    return state.open ? 'close' : 'open';
  }
  if (state.open) return null;
  if (event.key === '/' && !isEditing(event.target)) return 'open';
  const modified = event.metaKey || event.ctrlKey || event.altKey;
  if (state.buttonFocused && !modified && /^[a-zA-Z0-9]$/.test(event.key)) return 'type';
  return null;
}

/** A click that should stay in the page (not a new tab or window). */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
