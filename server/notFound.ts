import { existsSync } from 'node:fs';
import path from 'node:path';
import { PREFIXED_LANGS } from '../common/site.ts';

/**
 * The 404 page to show for a missing URL, relative to the site root:
 * `zh/404.html` for `/zh/...` when the build has one, else `404.html`.
 */
export function notFoundPageFor(url: string, root: string): string | undefined {
  const first = url.split(/[?#]/)[0]?.split('/')[1] ?? '';
  const candidates = (PREFIXED_LANGS as readonly string[]).includes(first)
    ? [`${first}/404.html`, '404.html']
    : ['404.html'];
  return candidates.find((file) => existsSync(path.join(root, file)));
}
