// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ECOSYSTEM_LINKS, localizeToolLink, ORGANISATION_URL } from '../../data/tools.ts';
import { EcosystemMenu, loadPopover } from './index.tsx';

vi.mock('@rspress/core/runtime', () => ({
  useLocation: () => ({ pathname: '/' }),
  normalizeImagePath: (path: string) => path,
}));

afterEach(cleanup);

describe('EcosystemMenu', () => {
  it('renders a plain, labelled, collapsed button before its code is loaded', () => {
    render(<EcosystemMenu lang="en" />);
    const button = screen.getByRole('button', { name: 'Rstack ecosystem' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['en', 'zh'] as const)(
    'opens on click with the header link and seven links in %s',
    async (lang) => {
      const name = lang === 'zh' ? 'Rstack 生态' : 'Rstack ecosystem';
      render(<EcosystemMenu lang={lang} />);
      fireEvent.click(screen.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog');
      expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('true');
      expect(dialog.getAttribute('aria-label')).toBe(
        lang === 'zh' ? 'Rstack 生态中的项目' : 'Projects of the Rstack ecosystem',
      );
      const links = within(dialog).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        ORGANISATION_URL,
        ...ECOSYSTEM_LINKS.map((link) => localizeToolLink(link, lang).url),
      ]);
      for (const [index, link] of ECOSYSTEM_LINKS.entries()) {
        const element = links[index + 1];
        expect(element?.textContent).toContain(link.name);
        expect(element?.textContent).toContain(localizeToolLink(link, lang).desc);
        expect(element?.getAttribute('target')).toBe('_blank');
        expect(element?.getAttribute('rel')).toBe('noopener noreferrer');
      }
    },
  );

  it('keeps one button throughout, closes on Escape and keeps the focus on it', async () => {
    render(<EcosystemMenu lang="en" />);
    const button = screen.getByRole('button', { name: 'Rstack ecosystem' });
    act(() => button.focus());
    fireEvent.click(button);
    await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Rstack ecosystem' })).toBe(button);
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    // Loaded now: a click goes through Floating UI and toggles it.
    fireEvent.click(button);
    await screen.findByRole('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('loads its code once', async () => {
    expect(loadPopover()).toBe(loadPopover());
    await loadPopover();
  });
});
