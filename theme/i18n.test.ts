import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18nTable, t } from './i18n.ts';

const raw: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('../i18n.json', import.meta.url), 'utf8'),
);

describe('i18n.json', () => {
  it('is not empty', () => {
    expect(Object.keys(raw).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(raw))('%s has a non-empty zh and en text and nothing else', (key) => {
    const entry = raw[key];
    expect(entry).toBeTypeOf('object');
    expect(Object.keys(entry as object).sort()).toEqual(['en', 'zh']);
    for (const lang of ['en', 'zh'] as const) {
      const text = (entry as Record<string, unknown>)[lang];
      expect(text, `${key}.${lang}`).toBeTypeOf('string');
      expect((text as string).trim(), `${key}.${lang}`).not.toBe('');
    }
  });

  it('gives the text of a key in each language', () => {
    expect(t('announcement.close', 'en')).toBe(i18nTable['announcement.close']?.en);
    expect(t('announcement.close', 'zh')).toBe(i18nTable['announcement.close']?.zh);
    expect(t('announcement.close', 'en')).not.toBe(t('announcement.close', 'zh'));
  });
});
