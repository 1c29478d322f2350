/**
 * The reader's appearance choice, where the default theme keeps it: localStorage under its key,
 * which its script in every page's `<head>` reads before the first paint ('light', 'dark', or
 * 'auto' to follow the system). The default theme's own setter stores 'auto' whenever the choice
 * equals the system's appearance, so a reader could neither ask for light on a light system nor
 * go back to following the system on purpose; the choice is stored here as made.
 */

export const APPEARANCE_KEY = 'rspress-theme-appearance';

export type Appearance = 'light' | 'dark' | 'system';

export const APPEARANCES: readonly Appearance[] = ['light', 'dark', 'system'];

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The choice stored in this browser; 'system' when there is none. */
export function storedAppearance(storage = safeStorage()): Appearance {
  try {
    const value = storage?.getItem(APPEARANCE_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Stores the choice and applies it: the default theme's state follows the storage event it
 * listens to for changes made in other tabs, and sets the page's classes from it. False when the
 * storage refuses (nothing changes then).
 */
export function chooseAppearance(choice: Appearance, storage = safeStorage()): boolean {
  const value = choice === 'system' ? 'auto' : choice;
  try {
    if (!storage) return false;
    storage.setItem(APPEARANCE_KEY, value);
  } catch {
    return false;
  }
  window.dispatchEvent(new StorageEvent('storage', { key: APPEARANCE_KEY, newValue: value }));
  return true;
}
