/** What the plugin adds to the data of every doc page. */
export interface ReadingTime {
  /** Latin-script words plus CJK characters, code blocks left out. */
  words: number;
  /** Estimated minutes to read the page, at least 1. */
  minutes: number;
}

export interface ReadingTimeOptions {
  /**
   * Reading speed for space-separated languages such as English.
   * @default 200
   */
  wordsPerMinute?: number;
  /**
   * Reading speed for Chinese, Japanese and Korean, counted in characters.
   * @default 300
   */
  cjkCharsPerMinute?: number;
}

const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Removes what a reader does not read as prose: code, MDX imports, tags, URLs and heading ids. */
export function stripMarkdown(markdown: string): string {
  return markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[`~]*[ \t]*$/gm, ' ')
    .replace(/^(?:import|export)\s.*$/gm, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\{#[^}]*\}/g, ' ');
}

/** Counts the words of a Markdown text and estimates how long it takes to read. */
export function countReadingTime(markdown: string, options: ReadingTimeOptions = {}): ReadingTime {
  const { wordsPerMinute = 200, cjkCharsPerMinute = 300 } = options;
  const text = stripMarkdown(markdown);
  const cjkChars = text.match(CJK_CHAR)?.length ?? 0;
  const latinWords = text.replace(CJK_CHAR, ' ').match(WORD)?.length ?? 0;
  const minutes = Math.ceil(latinWords / wordsPerMinute + cjkChars / cjkCharsPerMinute);
  return { words: latinWords + cjkChars, minutes: Math.max(1, minutes) };
}
