import type { NewIssueForm } from '../../../common/site.ts';
import { fill, t } from '../../i18n.ts';
import type { Lang } from '../../lang.ts';

/**
 * The longest "Open an issue" link, in characters. GitHub refuses a request whose URL is much past
 * 8 KB (it answers 414), and the link is all ASCII once encoded: a Chinese character takes 9 of
 * them (`%E6%96%87`), so a comment of 1,000 of them would not fit whole.
 */
export const MAX_ISSUE_URL = 8000;

/** The longest issue title, in characters: GitHub's limit. */
export const MAX_ISSUE_TITLE = 256;

const ELLIPSIS = '…';

/** What the reader's issue is about, in the language of the page. */
export interface IssueDraft {
  lang: Lang;
  /** The page's title. */
  title: string;
  /** The page's address, as the reader opened it (without query or hash). */
  url: string;
  /** The reader's comment, empty when there is none. */
  comment: string;
}

/** `text` with any unpaired UTF-16 surrogate replaced: `encodeURIComponent` throws on one. */
const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD');

/**
 * `text` as a reader sees its characters: grapheme clusters (an emoji with its modifiers, a letter
 * with its accents) where the browser can split them, code points otherwise. Cuts fall between
 * them, never inside a surrogate pair.
 */
function characters(text: string): string[] {
  if (typeof Intl.Segmenter === 'function') {
    return Array.from(new Intl.Segmenter().segment(text), ({ segment }) => segment);
  }
  return Array.from(text);
}

/** `chars` in at most `count` characters: cut short, they end with an ellipsis. */
function cut(chars: readonly string[], count: number): string {
  if (count >= chars.length) return chars.join('');
  const kept = chars
    .slice(0, Math.max(count - 1, 0))
    .join('')
    .trimEnd();
  return kept === '' ? '' : `${kept}${ELLIPSIS}`;
}

/**
 * The largest `n` from 0 to `max` for which `fits(n)`, or -1 when not even 0 fits; `fits` must
 * hold up to some `n` and no further, which it does for a text cut ever longer.
 */
function largest(max: number, fits: (n: number) => boolean): number {
  if (max < 0 || !fits(0)) return -1;
  let low = 0;
  let high = max;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The address of `form` with the issue prefilled: titled after the page, its text giving the
 * page's title and address and the reader's comment (or a prompt for one). Every value is
 * percent-encoded. The address stays within `max` characters: the comment is cut first (at a
 * character, with an ellipsis), then the page's title; past that, the bare form.
 */
export function newIssueUrl(form: NewIssueForm, draft: IssueDraft, max = MAX_ISSUE_URL): string {
  const { lang } = draft;
  const title = characters(wellFormed(draft.title).trim());
  const comment = characters(wellFormed(draft.comment).trim());
  const url = wellFormed(draft.url);
  const param = (name: string, value: string) =>
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  const address = (titleLength: number, commentLength: number) => {
    const pageTitle = cut(title, titleLength);
    const issueTitle = characters(fill('feedbackIssueTitle', lang, { title: pageTitle }));
    const text = cut(comment, commentLength) || t('feedbackIssuePrompt', lang);
    const body = fill('feedbackIssueBody', lang, { title: pageTitle, url, comment: text });
    return `${form.url}?${param(form.titleParam, cut(issueTitle, MAX_ISSUE_TITLE))}&${param(form.bodyParam, body)}`;
  };
  const fits = (link: string) => link.length <= max;

  const whole = address(title.length, comment.length);
  if (fits(whole)) return whole;
  const commentLength = largest(comment.length - 1, (n) => fits(address(title.length, n)));
  if (commentLength >= 0) return address(title.length, commentLength);
  const titleLength = largest(title.length - 1, (n) => fits(address(n, 0)));
  if (titleLength >= 0) return address(titleLength, 0);
  return form.url;
}
