import { isLang } from '../../../common/site.ts';

/** Words of a path segment that say nothing about the page asked for. */
const NOISE = new Set(['index', 'html', 'htm', 'md', 'mdx']);
const MAX_WORDS = 8;

/** `value` URL-decoded, or as it is when it is not valid percent-encoding. */
function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The words of one path segment: split at hyphens, underscores, dots, plus signs, spaces and other
 * punctuation, and between the humps of a camelCase word (`autoNavSidebar` → auto nav sidebar).
 * Letters, digits and Han characters make words.
 */
export function segmentWords(segment: string): string[] {
  return decode(segment)
    .replace(/\.(html?|mdx?)$/i, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.toLowerCase())
    .filter((word) => word !== '' && !NOISE.has(word));
}

/**
 * What to search for when a reader asked for `pathname` and no page is there: most specific first.
 * The last segment alone (`/guide/start/introductoin` → `introductoin`), which names the page;
 * then the last two segments together (`start introductoin`), for a last segment that says too
 * little (`/api/config/basic` → `config basic`). The language prefix, the site base and file
 * extensions are not words; each query is given once.
 */
export function pathQueries(pathname: string, base = '/'): string[] {
  const withoutBase =
    base !== '/' && pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
  const segments = withoutBase
    .split(/[?#]/, 1)[0]
    ?.split('/')
    .filter((segment) => segment !== '');
  if (!segments) return [];
  if (segments.length > 0 && isLang(segments[0] as string)) segments.shift();
  const words = segments.map(segmentWords).filter((list) => list.length > 0);
  const last = words.at(-1);
  if (!last) return [];
  const candidates = [last, [...(words.at(-2) ?? []), ...last]].map((list) =>
    [...new Set(list)].slice(-MAX_WORDS).join(' '),
  );
  return [...new Set(candidates)];
}
