// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_KEY, chooseAppearance, storedAppearance } from './appearance.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the stored appearance', () => {
  it('is the choice made, "system" when none or the default theme\'s "auto" is stored', () => {
    expect(storedAppearance()).toBe('system');
    localStorage.setItem(APPEARANCE_KEY, 'auto');
    expect(storedAppearance()).toBe('system');
    localStorage.setItem(APPEARANCE_KEY, 'dark');
    expect(storedAppearance()).toBe('dark');
    localStorage.setItem(APPEARANCE_KEY, 'sepia');
    expect(storedAppearance()).toBe('system');
  });

  it('is stored as chosen, and announced to the default theme by a storage event', () => {
    const events: StorageEvent[] = [];
    window.addEventListener('storage', (event) => events.push(event));
    expect(chooseAppearance('light')).toBe(true);
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('light');
    expect(chooseAppearance('system')).toBe(true);
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('auto');
    expect(events.map((event) => [event.key, event.newValue])).toEqual([
      [APPEARANCE_KEY, 'light'],
      [APPEARANCE_KEY, 'auto'],
    ]);
  });

  it('changes nothing when the storage refuses', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const listener = vi.fn();
    window.addEventListener('storage', listener);
    expect(chooseAppearance('dark', refusing)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(storedAppearance(refusing)).toBe('system');
  });
});
