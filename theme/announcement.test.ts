import { describe, expect, it } from 'vitest';
import {
  type AnnouncementConfig,
  announcement,
  announcementHead,
  announcementHeadScript,
  CLOSED_ATTRIBUTE,
  isClosed,
  rememberClosed,
} from './announcement.ts';

const memoryStorage = (entries: Record<string, string> = {}) => ({
  entries,
  getItem: (key: string) => entries[key] ?? null,
  setItem: (key: string, value: string) => {
    entries[key] = value;
  },
});
const throwingStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

/** Runs the head script against a fake window and returns the attributes it set on <html>. */
function runHeadScript(script: string, localStorage: unknown): Record<string, string> {
  const attributes: Record<string, string> = {};
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => {
        attributes[name] = value;
      },
    },
  };
  const window = {
    get localStorage() {
      if (localStorage === 'throw') throw new Error('SecurityError');
      return localStorage;
    },
  };
  new Function('window', 'document', script)(window, document);
  return attributes;
}

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

describe('the head script', () => {
  const config: AnnouncementConfig = { ...announcement, storageKey: 'bar-v1' };
  const script = announcementHeadScript(config);

  it('marks <html> when the key holds a value', () => {
    expect(runHeadScript(script, memoryStorage({ 'bar-v1': 'true' }))).toEqual({
      [CLOSED_ATTRIBUTE]: '',
    });
  });

  it('leaves <html> alone for a new key, an empty storage or a storage that throws', () => {
    expect(runHeadScript(script, memoryStorage({ 'bar-v0': 'true' }))).toEqual({});
    expect(runHeadScript(script, memoryStorage())).toEqual({});
    expect(runHeadScript(script, throwingStorage)).toEqual({});
    expect(runHeadScript(script, 'throw')).toEqual({});
  });

  it('cannot be broken out of by a storage key', () => {
    const evil = announcementHeadScript({ ...config, storageKey: '</script><script>alert(1)' });
    expect(evil).not.toContain('</script>');
    expect(runHeadScript(evil, memoryStorage({ '</script><script>alert(1)': 'true' }))).toEqual({
      [CLOSED_ATTRIBUTE]: '',
    });
  });

  it('is added to the head only while the bar is displayed', () => {
    expect(announcementHead(config)).toEqual([`<script>${script}</script>`]);
    expect(announcementHead({ ...config, display: false })).toEqual([]);
  });
});
