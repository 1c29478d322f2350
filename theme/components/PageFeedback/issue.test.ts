import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewIssueForm } from '../../../common/site.ts';
import { type IssueDraft, MAX_ISSUE_TITLE, MAX_ISSUE_URL, newIssueUrl } from './issue.ts';

const GITHUB: NewIssueForm = {
  url: 'https://github.com/acme/site/issues/new',
  titleParam: 'title',
  bodyParam: 'body',
  host: 'GitHub',
};
const PAGE = 'https://rspress.rs/guide/start/introduction';
const draft = (fields: Partial<IssueDraft> = {}): IssueDraft => ({
  lang: 'en',
  title: 'Introduction',
  url: PAGE,
  comment: '',
  ...fields,
});

/** The title and text of the issue that `link` opens. */
function issueOf(link: string, form = GITHUB) {
  const url = new URL(link);
  return {
    form: `${url.origin}${url.pathname}`,
    title: url.searchParams.get(form.titleParam),
    body: url.searchParams.get(form.bodyParam) ?? '',
  };
}

/** The comment as the issue's text carries it: after its heading, before the final line break. */
const commentOf = (body: string) => body.split('**\n\n').at(-1)?.replace(/\n$/, '');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the address of a new issue about a page', () => {
  it("opens the repository's form titled after the page, with its address and the comment", () => {
    const link = newIssueUrl(GITHUB, draft({ comment: 'The install step is missing.' }));
    expect(issueOf(link)).toEqual({
      form: GITHUB.url,
      title: 'Docs feedback: Introduction',
      body: `**Page:** Introduction\n**URL:** ${PAGE}\n\n**What is missing or wrong:**\n\nThe install step is missing.\n`,
    });
  });

  it('percent-encodes every value, so that no character of the comment ends a parameter', () => {
    const comment = 'a & b = c? #d +e %f\n"quotes" <tags> and `code`\r\nsecond line';
    const link = newIssueUrl(GITHUB, draft({ title: 'Q&A #1', comment }));
    expect(link).toMatch(
      /^https:\/\/github\.com\/acme\/site\/issues\/new\?title=[^&?#]*&body=[^&?#]*$/,
    );
    expect(link).toMatch(/^[\x21-\x7e]+$/);
    expect(link).toContain('title=Docs%20feedback%3A%20Q%26A%20%231&');
    const { title, body } = issueOf(link);
    expect(title).toBe('Docs feedback: Q&A #1');
    expect(commentOf(body)).toBe(comment);
  });

  it('asks for the comment in the text when there is none', () => {
    for (const comment of ['', '  \n ']) {
      const { body } = issueOf(newIssueUrl(GITHUB, draft({ comment })));
      expect(commentOf(body)).toBe('<!-- Describe what is missing or wrong on this page. -->');
    }
  });

  it('writes the issue in Chinese for a Chinese page', () => {
    const url = 'https://rspress.rs/zh/guide/start/introduction';
    const comment = '安装步骤缺少一条命令。';
    const link = newIssueUrl(GITHUB, draft({ lang: 'zh', title: '介绍', url, comment }));
    // Encoded as UTF-8, every byte of a Chinese character escaped.
    expect(link).toContain('title=%E6%96%87%E6%A1%A3%E5%8F%8D%E9%A6%88');
    expect(link).toMatch(/^[\x21-\x7e]+$/);
    expect(issueOf(link)).toMatchObject({
      title: '文档反馈：介绍',
      body: `**页面：** 介绍\n**链接：** ${url}\n\n**缺少或有误的内容：**\n\n${comment}\n`,
    });
    const empty = issueOf(newIssueUrl(GITHUB, draft({ lang: 'zh', title: '介绍', url })));
    expect(commentOf(empty.body)).toBe('<!-- 请描述这篇文档缺少或有误的内容。 -->');
  });

  it('cuts a comment that would make the address too long, at a character, with an ellipsis', () => {
    // 1,000 Chinese characters take 9,000 characters encoded: past the limit.
    const comment = '文档'.repeat(500);
    const link = newIssueUrl(GITHUB, draft({ lang: 'zh', comment }));
    expect(link.length).toBeLessThanOrEqual(MAX_ISSUE_URL);
    // As much of the comment as fits: one more character (9 encoded) would not.
    expect(link.length).toBeGreaterThan(MAX_ISSUE_URL - 9);
    const kept = commentOf(issueOf(link).body) ?? '';
    expect(kept.endsWith('…')).toBe(true);
    expect(comment.startsWith(kept.slice(0, -1))).toBe(true);
    expect(kept.length).toBeGreaterThan(700);
    // A comment that fits is kept whole.
    const short = newIssueUrl(GITHUB, draft({ lang: 'zh', comment: '文档'.repeat(300) }));
    expect(commentOf(issueOf(short).body)).toBe('文档'.repeat(300));
  });

  it('never cuts inside a character: surrogate pairs, emoji sequences, unpaired surrogates', () => {
    const family = '👨‍👩‍👧';
    const link = newIssueUrl(GITHUB, draft({ comment: family.repeat(400) }));
    expect(link.length).toBeLessThanOrEqual(MAX_ISSUE_URL);
    const kept = (commentOf(issueOf(link).body) ?? '').slice(0, -1);
    expect(kept.length % family.length).toBe(0);
    expect(kept.length).toBeGreaterThan(0);

    // Without grapheme segmentation, cuts still fall between code points.
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    const emoji = newIssueUrl(GITHUB, draft({ comment: '😀'.repeat(1000) }));
    expect(emoji.length).toBeLessThanOrEqual(MAX_ISSUE_URL);
    expect(commentOf(issueOf(emoji).body)).toMatch(/^(?:😀)+…$/u);
    vi.unstubAllGlobals();

    // An unpaired surrogate (which encodeURIComponent refuses) becomes U+FFFD.
    const broken = newIssueUrl(GITHUB, draft({ comment: 'a\uD800b' }));
    expect(commentOf(issueOf(broken).body)).toBe('a\uFFFDb');
  });

  it("keeps the issue's title within GitHub's limit", () => {
    const { title } = issueOf(newIssueUrl(GITHUB, draft({ title: 'x'.repeat(400) })));
    expect([...(title ?? '')]).toHaveLength(MAX_ISSUE_TITLE);
    expect(title).toMatch(/^Docs feedback: x+…$/);
  });

  it("cuts the page's title when the comment alone cannot make room, then gives the bare form", () => {
    const comment = 'word '.repeat(100);
    const long = newIssueUrl(GITHUB, draft({ title: 'Title '.repeat(40), comment }), 400);
    expect(long.length).toBeLessThanOrEqual(400);
    const { title, body } = issueOf(long);
    expect(title).toMatch(/^Docs feedback: Title( Title)*…$/);
    expect(body).toContain(`**URL:** ${PAGE}`);
    expect(commentOf(body)).toBe('<!-- Describe what is missing or wrong on this page. -->');
    expect(newIssueUrl(GITHUB, draft({ comment }), 100)).toBe(GITHUB.url);
  });

  it("uses the form's own parameter names (GitLab)", () => {
    const gitlab: NewIssueForm = {
      url: 'https://gitlab.com/acme/site/-/issues/new',
      titleParam: 'issue[title]',
      bodyParam: 'issue[description]',
      host: 'GitLab',
    };
    const link = newIssueUrl(gitlab, draft({ comment: 'Typo.' }));
    expect(link).toMatch(/\?issue%5Btitle%5D=[^&]+&issue%5Bdescription%5D=/);
    expect(commentOf(issueOf(link, gitlab).body)).toBe('Typo.');
  });
});
