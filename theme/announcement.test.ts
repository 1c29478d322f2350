import { describe, expect, it } from 'vitest';
import { memoryStorage, throwingStorage } from '../tests/support/storage.ts';
import { announcement, isClosed, rememberClosed } from './announcement.ts';

describe('the site announcement', () => {
  it('has a message and a link in both languages and a storage key', () => {
    expect(announcement.storageKey.trim()).not.toBe('');
    for (const lang of ['en', 'zh'] as const) {
      expect(announcement.message[lang].trim()).not.toBe('');
      expect(announcement.link[lang]).toMatch(/^(https:\/\/|\/(?!\/))/);
    }
    expect(announcement.message.zh).not.toBe(announcement.message.en);
  });
});

describe('isClosed / rememberClosed', () => {
  it('counts any stored value as closed', () => {
    expect(isClosed(memoryStorage(), 'k')).toBe(false);
    expect(isClosed(memoryStorage({ k: 'true' }), 'k')).toBe(true);
    expect(isClosed(memoryStorage({ k: '' }), 'k')).toBe(true);
    expect(isClosed(memoryStorage({ other: 'true' }), 'k')).toBe(false);
  });

  it("stores the string 'true'", () => {
    const storage = memoryStorage();
    expect(rememberClosed(storage, 'k')).toBe(true);
    expect(storage.entries).toEqual({ k: 'true' });
  });

  it('survives a storage that throws or is missing', () => {
    expect(isClosed(throwingStorage, 'k')).toBe(false);
    expect(rememberClosed(throwingStorage, 'k')).toBe(false);
    expect(isClosed(undefined, 'k')).toBe(false);
    expect(rememberClosed(undefined, 'k')).toBe(false);
  });
});
