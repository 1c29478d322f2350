import table from '../i18n.json';
import type { Lang } from './lang.ts';

/** The i18n text table (i18n.json): every key maps to a Chinese and an English string. */
export type I18nTable = Record<string, Record<Lang, string>>;
export type I18nKey = keyof typeof table;

export const i18nTable: I18nTable = table;

/**
 * The text of `key` in `lang`. Our components read i18n.json directly rather than through
 * `useI18n()`: their language comes from a `lang` prop or the path (theme/lang.ts), which may differ
 * from the site's current language, and this keeps them usable and testable outside Rspress.
 */
export function t(key: I18nKey, lang: Lang): string {
  return table[key][lang];
}

/** The text of `key` in `lang` with its `{{name}}` placeholders filled from `values`. */
export function fill(key: I18nKey, lang: Lang, values: Record<string, string | number>): string {
  // A value is put in as it is: a `{{name}}` or `$&` inside it stays text.
  return t(key, lang).replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
