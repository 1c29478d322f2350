import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface MetaEntry {
  type?: string;
  name?: string;
  label?: string;
}
interface NavEntry {
  text?: string;
  link?: string;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

/**
 * The sidebar group of a page in its own language, read from the same `_meta.json` files
 * Rspress builds the sidebar from: `/zh/guide/basic/ssg` → the label of `basic` in
 * `docs/zh/guide/_meta.json` ("功能特性"). A page directly in a section (e.g. `/api/commands`)
 * takes the label of its own entry; a section without labels falls back to its navbar text.
 */
export function createGroupResolver(options: {
  docsRoot: string;
  defaultLang: string;
}): (routePath: string, lang: string) => string {
  const cache = new Map<string, string>();

  return (routePath, lang) => {
    const key = `${lang}:${routePath}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;

    const langDir = path.join(options.docsRoot, lang);
    const segments = routePath.split('/').filter(Boolean);
    if (lang !== options.defaultLang && segments[0] === lang) segments.shift();
    const [section = '', child = 'index'] = segments;

    const meta = readJson<(MetaEntry | string)[]>(path.join(langDir, section, '_meta.json')) ?? [];
    const entry = meta.find(
      (item): item is MetaEntry =>
        typeof item === 'object' && item.name?.replace(/\.mdx?$/, '') === child,
    );
    const nav = readJson<NavEntry[]>(path.join(langDir, '_nav.json')) ?? [];
    const navText = nav.find((item) => item.link?.split('/').filter(Boolean)[0] === section)?.text;
    const label = entry?.label ?? navText ?? section.replace(/^./, (c) => c.toUpperCase());
    cache.set(key, label);
    return label;
  };
}
