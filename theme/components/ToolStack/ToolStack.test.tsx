// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingCards } from '../../data/tools.ts';
import { ToolStack } from './index.tsx';

const location = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('@rspress/core/runtime', () => ({
  useLocation: () => location,
  normalizeImagePath: (path: string) => path,
}));

afterEach(cleanup);

describe('ToolStack', () => {
  it.each(['en', 'zh'] as const)('shows a title, a tagline and six new-tab cards in %s', (lang) => {
    render(<ToolStack lang={lang} />);
    const section = screen.getByRole('region');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).not.toBe('');
    const links = within(section).getAllByRole('link');
    const cards = landingCards(lang);
    expect(links).toHaveLength(6);
    for (const [index, link] of links.entries()) {
      const card = cards[index];
      if (!card) throw new Error('missing card');
      expect(link.getAttribute('href')).toBe(card.url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toContain(card.name);
      expect(link.textContent).toContain(card.desc);
      expect(link.textContent).toContain(card.urlText);
      const logo = link.querySelector('img');
      expect(logo?.getAttribute('src')).toBe(card.logo);
      expect(logo?.getAttribute('alt')).toBe('');
      expect(logo?.style.transform).toBe(card.logoScale ? `scale(${card.logoScale})` : '');
    }
  });

  it('takes the language from the path without a lang prop', () => {
    location.pathname = '/zh/';
    render(<ToolStack />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Rstack 工具链');
    expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe('https://rspack.rs/zh/');
  });
});
