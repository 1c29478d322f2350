// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeHero } from './index.tsx';

const frontmatter = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('@rspress/core/runtime', () => ({
  useFrontmatter: () => ({ frontmatter: frontmatter.current }),
  normalizeImagePath: (src: string) => src,
}));
vi.mock('@rspress/core/theme-original', () => ({
  Button: ({ href, className }: { href: string; className: string }) => (
    <a href={href} className={className}>
      action
    </a>
  ),
  Link: ({
    href,
    className,
    children,
  }: {
    href: string;
    className: string;
    children: ReactNode;
  }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
  renderHtmlOrText: (text: string) => ({ children: text }),
}));

afterEach(cleanup);

describe('HomeHero', () => {
  it('puts the name and text in the one h1', () => {
    frontmatter.current = { hero: { name: 'Rspress', text: 'Fast\nand small' } };
    render(<HomeHero />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('RspressFastand small');
  });

  it('shows the badge, as text or as a link', () => {
    frontmatter.current = { hero: { name: 'A', badge: 'New' } };
    const { container, unmount } = render(<HomeHero />);
    expect(container.querySelector('.rp-home-hero__badge')?.textContent).toBe('New');
    unmount();
    frontmatter.current = { hero: { name: 'A', badge: { text: 'v2', link: '/blog/v2' } } };
    render(<HomeHero />);
    expect(screen.getByRole('link', { name: 'v2' }).getAttribute('href')).toBe('/blog/v2');
  });

  it("passes the image's srcset and sizes on, lists joined with commas", () => {
    frontmatter.current = {
      hero: {
        name: 'A',
        image: {
          src: '/hero.png',
          alt: 'logo',
          srcset: ['/hero.png 1x', '/hero@2x.png 2x'],
          sizes: '375px',
        },
      },
    };
    render(<HomeHero />);
    const image = screen.getByRole('img', { name: 'logo' });
    expect(image.getAttribute('srcset')).toBe('/hero.png 1x, /hero@2x.png 2x');
    expect(image.getAttribute('sizes')).toBe('375px');
  });
});
