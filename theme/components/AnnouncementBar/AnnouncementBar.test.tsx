// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnnouncementConfig, CLOSED_ATTRIBUTE } from '../../announcement.ts';
import { AnnouncementBar } from './index.tsx';

const location = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('@rspress/core/runtime', () => ({ useLocation: () => location }));

const config: AnnouncementConfig = {
  display: true,
  storageKey: 'test-bar-v1',
  message: { en: 'Version 9 is out', zh: '第 9 版已发布' },
  link: { en: 'https://example.com/en', zh: '/zh/news' },
};

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(CLOSED_ATTRIBUTE);
  location.pathname = '/';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('AnnouncementBar', () => {
  it('shows the English message, link and close button', () => {
    render(<AnnouncementBar lang="en" config={config} />);
    const link = screen.getByRole('link', { name: /Version 9 is out/ });
    expect(link.getAttribute('href')).toBe('https://example.com/en');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Close the announcement' }).tagName).toBe('BUTTON');
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeTruthy();
  });

  it('takes Chinese from the lang prop, or else from the path', () => {
    render(<AnnouncementBar lang="zh" config={config} />);
    expect(screen.getByRole('link', { name: '第 9 版已发布' }).getAttribute('href')).toBe(
      '/zh/news',
    );
    expect(screen.getByRole('button', { name: '关闭公告' })).toBeTruthy();
    cleanup();

    location.pathname = '/zh/guide/start/introduction';
    render(<AnnouncementBar config={config} />);
    expect(screen.getByRole('button', { name: '关闭公告' })).toBeTruthy();
    cleanup();

    location.pathname = '/guide/start/introduction';
    render(<AnnouncementBar config={config} />);
    expect(screen.getByRole('button', { name: 'Close the announcement' })).toBeTruthy();
  });

  it("closes on click, stores 'true' under its key and marks <html>", () => {
    render(<AnnouncementBar lang="en" config={config} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close the announcement' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(localStorage.getItem('test-bar-v1')).toBe('true');
    expect(document.documentElement.hasAttribute(CLOSED_ATTRIBUTE)).toBe(true);
  });

  it('stays closed for a reader who closed it, and shows again under a new key', () => {
    localStorage.setItem('test-bar-v1', 'true');
    render(<AnnouncementBar lang="en" config={config} />);
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    document.documentElement.removeAttribute(CLOSED_ATTRIBUTE);

    render(<AnnouncementBar lang="en" config={{ ...config, storageKey: 'test-bar-v2' }} />);
    expect(screen.getByRole('region')).toBeTruthy();
    expect(document.documentElement.hasAttribute(CLOSED_ATTRIBUTE)).toBe(false);
  });

  it('still shows and closes when localStorage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    render(<AnnouncementBar lang="en" config={config} />);
    const button = screen.getByRole('button', { name: 'Close the announcement' });
    act(() => {
      fireEvent.click(button);
    });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('renders nothing when turned off', () => {
    const { container } = render(
      <AnnouncementBar lang="en" config={{ ...config, display: false }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
