// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewIssueForm } from '../../../common/site.ts';
import { TOKEN_KEY } from '../../../search/client/privacy.ts';
import { PageFeedback, type PageFeedbackProps } from './index.tsx';

const globals = globalThis as unknown as {
  __SEARCH_CONFIG__: { analytics: string | false };
  __NEW_ISSUE_FORM__: NewIssueForm | null;
};
const FORM: NewIssueForm = {
  url: 'https://github.com/acme/site/issues/new',
  titleParam: 'title',
  bodyParam: 'body',
  host: 'GitHub',
};
const EDIT = {
  text: 'Edit this page on GitHub',
  link: 'https://github.com/acme/site/edit/main/docs/zh/guide/start/introduction.mdx',
};
const PAGE_PATH = '/zh/guide/start/introduction';
const props: PageFeedbackProps = { lang: 'en', title: 'Introduction', edit: EDIT };

/** The title and text of the issue that a link opens. */
function issueOf(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '');
  return {
    form: `${url.origin}${url.pathname}`,
    title: url.searchParams.get('title'),
    body: url.searchParams.get('body') ?? '',
  };
}

/** Checks that `link` opens in a new tab, without the page's opener or address. */
function expectNewTab(link: HTMLElement) {
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
}
let sent: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  globals.__SEARCH_CONFIG__ = { analytics: 'server' };
  globals.__NEW_ISSUE_FORM__ = FORM;
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{"status":200,"message":"OK"}');
    }),
  );
  window.history.replaceState(null, '', '/zh/guide/start/introduction');
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: undefined,
    configurable: true,
  });
});

describe('page feedback', () => {
  it('sends the vote at once, then the optional comment, and thanks the reader', async () => {
    render(<PageFeedback lang="en" />);
    const no = await screen.findByRole('button', { name: 'No' });
    expect(screen.getByRole('region', { name: 'Was this page helpful?' })).toBeTruthy();
    fireEvent.click(no);
    expect(no.getAttribute('aria-pressed')).toBe('true');
    expect(sent).toHaveLength(1);
    const token = localStorage.getItem(TOKEN_KEY);
    expect(token).toMatch(/^anon-[0-9a-f-]{36}$/);
    expect(sent[0]).toEqual({
      url: '/api/feedback',
      body: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        path: '/zh/guide/start/introduction',
        userToken: token,
        helpful: false,
      },
    });
    expect(screen.getByRole('status').textContent).toBe('Thank you for your feedback.');
    const box = screen.getByRole('textbox', { name: /Anything we should add or fix/ });
    // The keyboard user lands in the comment box.
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('maxlength')).toBe('1000');
    fireEvent.change(box, { target: { value: 'The install step is missing a command.' } });
    expect(screen.getByText(/962 characters left/)).toBeTruthy();
    await act(async () => {
      fireEvent.submit(box.closest('form') as HTMLFormElement);
    });
    expect(sent[1]?.body).toEqual({
      ...sent[0]?.body,
      comment: 'The install step is missing a command.',
    });
    const thanks = screen.getByText('Thank you, your comment was sent.');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('button', { name: 'No' })).toBeNull();
  });

  it('shows the answer again after a reload, on that page only, and updates the same answer', async () => {
    const first = render(<PageFeedback lang="en" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    first.unmount();

    // The same page again: the vote is shown, nothing is sent, the focus is left alone.
    render(<PageFeedback lang="en" />);
    const yes = await screen.findByRole('button', { name: 'Yes' });
    expect(yes.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Thank you for your feedback.')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    expect(sent).toHaveLength(1);
    // A changed vote updates the answer given before.
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(sent[1]?.body).toEqual({ ...sent[0]?.body, helpful: false });
    cleanup();

    // Another page: a new question.
    window.history.replaceState(null, '', '/zh/guide/start/getting-started');
    render(<PageFeedback lang="en" />);
    const other = await screen.findByRole('button', { name: 'No' });
    expect(other.getAttribute('aria-pressed')).toBe('false');
    cleanup();

    // Back on the first page after a comment: the thanks for it, not the question.
    window.history.replaceState(null, '', '/zh/guide/start/introduction');
    render(<PageFeedback lang="en" />);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'More examples.' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement);
    });
    cleanup();
    render(<PageFeedback lang="en" />);
    expect(await screen.findByText('Thank you, your comment was sent.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'No' })).toBeNull();
  });

  it('after a "No" and its comment, offers an issue with the page and comment, and the edit link', async () => {
    render(<PageFeedback {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    // While the comment is asked for, the links wait.
    expect(screen.queryByRole('link')).toBeNull();
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: 'Say which port & host the preview uses.' } });
    await act(async () => {
      fireEvent.submit(box.closest('form') as HTMLFormElement);
    });
    expect(sent).toHaveLength(2);
    // The focus is on the thanks; the links come next in the Tab order, named as a group.
    expect(document.activeElement).toBe(screen.getByText('Thank you, your comment was sent.'));
    await screen.findByRole('link', { name: /^Open an issue on GitHub/ });
    const group = screen.getByRole('group', { name: 'Help fix this page' });
    const [issue, edit] = Array.from(group.querySelectorAll('a'));
    expect(issue).toBe(
      screen.getByRole('link', { name: 'Open an issue on GitHub (opens in a new tab)' }),
    );
    expect(edit).toBe(
      screen.getByRole('link', { name: 'Edit this page on GitHub (opens in a new tab)' }),
    );
    if (!issue || !edit) return;
    expect(issueOf(issue)).toEqual({
      form: FORM.url,
      title: 'Docs feedback: Introduction',
      body: `**Page:** Introduction\n**URL:** ${location.origin}${PAGE_PATH}\n\n**What is missing or wrong:**\n\nSay which port & host the preview uses.\n`,
    });
    expect(edit.getAttribute('href')).toBe(EDIT.link);
    expectNewTab(issue);
    expectNewTab(edit);
    // Following them sends nothing.
    fireEvent.click(issue);
    fireEvent.click(edit);
    expect(sent).toHaveLength(2);
  });

  it('offers the links once the comment is skipped, the issue asking for one', async () => {
    render(<PageFeedback {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    // After the comment box, the Tab key reaches Send first, then Skip.
    const form = screen.getByRole('textbox').closest('form') as HTMLFormElement;
    expect(
      Array.from(form.querySelectorAll('textarea, button'), (control) => control.textContent),
    ).toEqual(['', 'Send', 'Skip']);
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Thank you for your feedback.'));
    // The vote stays shown, and can be changed.
    expect(screen.getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('true');
    const issue = await screen.findByRole('link', { name: /^Open an issue on GitHub/ });
    expect(issueOf(issue).body).toMatch(
      /\n\n<!-- Describe what is missing or wrong on this page\. -->\n$/,
    );
    expect(screen.getByRole('link', { name: /^Edit this page/ })).toBeTruthy();
  });

  it('offers no links after a "Yes", and no skip', async () => {
    render(<PageFeedback {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Clear.' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement);
    });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('offers the links at once for a "No" remembered from an earlier visit, without its comment', async () => {
    // A "No" left without a comment: the box is offered again, beside the links, and the issue
    // takes what is typed now.
    const first = render(<PageFeedback {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    first.unmount();
    const again = render(<PageFeedback {...props} />);
    const issue = await screen.findByRole('link', { name: /^Open an issue on GitHub/ });
    expect(screen.getByRole('link', { name: /^Edit this page/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
    expect(issueOf(issue).body).toContain('<!-- Describe what is missing');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'A later thought.' } });
    await waitFor(() => expect(issueOf(issue).body).toMatch(/\n\nA later thought\.\n$/));
    again.unmount();

    // A "No" with a comment: its thanks and the links; the comment was not kept.
    const third = render(<PageFeedback {...props} />);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: 'Lost on reload.' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement);
    });
    third.unmount();
    render(<PageFeedback {...props} />);
    expect(await screen.findByText('Thank you, your comment was sent.')).toBeTruthy();
    const remembered = await screen.findByRole('link', { name: /^Open an issue on GitHub/ });
    expect(issueOf(remembered).body).not.toContain('Lost on reload.');
    expect(issueOf(remembered).body).toContain('<!-- Describe what is missing');
    expect(sent).toHaveLength(2);
  });

  it('offers the edit link alone where issues cannot be prefilled, and nothing without either', async () => {
    globals.__NEW_ISSUE_FORM__ = null;
    const first = render(<PageFeedback {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      EDIT.link,
    ]);
    first.unmount();
    render(<PageFeedback lang="en" />);
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('offers the links in Chinese on Chinese pages, the issue written in Chinese', async () => {
    const edit = { text: '在 GitHub 上编辑此页', link: EDIT.link };
    render(<PageFeedback lang="zh" title="介绍" edit={edit} />);
    fireEvent.click(await screen.findByRole('button', { name: '没帮助' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '缺少预览端口的说明。' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement);
    });
    expect(screen.getByRole('group', { name: '帮助改进这篇文档' })).toBeTruthy();
    const issue = screen.getByRole('link', { name: '在 GitHub 上提交 issue （在新标签页中打开）' });
    expect(
      screen.getByRole('link', { name: '在 GitHub 上编辑此页 （在新标签页中打开）' }),
    ).toBeTruthy();
    expect(issueOf(issue)).toMatchObject({
      title: '文档反馈：介绍',
      body: `**页面：** 介绍\n**链接：** ${location.origin}${PAGE_PATH}\n\n**缺少或有误的内容：**\n\n缺少预览端口的说明。\n`,
    });
    cleanup();
    localStorage.clear();
    render(<PageFeedback lang="zh" title="介绍" edit={edit} />);
    fireEvent.click(await screen.findByRole('button', { name: '没帮助' }));
    fireEvent.click(screen.getByRole('button', { name: '跳过' }));
    expect(document.activeElement?.textContent).toBe('感谢你的反馈。');
  });

  it('speaks Chinese on Chinese pages', async () => {
    render(<PageFeedback lang="zh" />);
    expect(await screen.findByRole('button', { name: '有帮助' })).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('这篇文档对你有帮助吗？');
  });

  it('renders nothing without the server provider, or when the browser asks not to be tracked', () => {
    globals.__SEARCH_CONFIG__ = { analytics: false };
    const { container, unmount } = render(<PageFeedback lang="en" />);
    expect(container.innerHTML).toBe('');
    unmount();
    globals.__SEARCH_CONFIG__ = { analytics: 'server' };
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const again = render(<PageFeedback lang="en" />);
    expect(again.container.innerHTML).toBe('');
    expect(sent).toEqual([]);
  });
});
