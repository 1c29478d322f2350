// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../search/client/privacy.ts';
import { PageFeedback } from './index.tsx';

const globals = globalThis as unknown as { __SEARCH_CONFIG__: { analytics: string | false } };
let sent: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  globals.__SEARCH_CONFIG__ = { analytics: 'server' };
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
