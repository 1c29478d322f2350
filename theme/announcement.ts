import type { Lang } from './lang.ts';

/**
 * The announcement bar above the navbar, on every page. This module is the one place to change it:
 * the bar component reads it, and build/head.ts makes the head script rspress.config.ts puts into every page.
 */
export interface AnnouncementConfig {
  /** `false` turns the bar off entirely: nothing is rendered and no script is added. */
  display: boolean;
  /**
   * The localStorage key that remembers a reader closed the bar. Give every new announcement a
   * new key, so readers who closed the previous one see the new one.
   */
  storageKey: string;
  /** The text of the bar, per language. */
  message: Record<Lang, string>;
  /** Where the text links to, per language: a root-relative path or an https URL. */
  link: Record<Lang, string>;
}

export const announcement: AnnouncementConfig = {
  display: true,
  storageKey: 'rspress-announcement-v2.0',
  message: {
    en: 'Rspress 2.0 is out: read the release notes to see what is new',
    zh: 'Rspress 2.0 已发布：阅读发布说明，了解新变化',
  },
  link: {
    en: 'https://github.com/web-infra-dev/rspress/releases',
    zh: 'https://github.com/web-infra-dev/rspress/releases',
  },
};

/**
 * Set on `<html>` (by the head script before the first paint, or by the close button) when the
 * reader closed the bar; the bar's CSS hides it then. Keep in sync with AnnouncementBar/index.css.
 */
export const CLOSED_ATTRIBUTE = 'data-rp-announcement-closed';

/** The value stored under the key when the reader closes the bar. */
export const CLOSED_VALUE = 'true';

/**
 * Whether the reader closed the bar: any value under the key counts (the bar shows unless local
 * storage holds a value under its storage key). A storage that throws (disabled cookies,
 * some private modes) counts as "not closed", so the bar shows.
 */
export function isClosed(storage: Pick<Storage, 'getItem'> | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) != null;
  } catch {
    return false;
  }
}

/** Remembers that the reader closed the bar; returns false when the storage refuses. */
export function rememberClosed(
  storage: Pick<Storage, 'setItem'> | undefined,
  key: string,
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, CLOSED_VALUE);
    return true;
  } catch {
    return false;
  }
}
