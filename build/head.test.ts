import { describe, expect, it } from 'vitest';
import { memoryStorage, throwingStorage } from '../tests/support/storage.ts';
import { type AnnouncementConfig, announcement, CLOSED_ATTRIBUTE } from '../theme/announcement.ts';
import { announcementHead, announcementHeadScript } from './head.ts';

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
