// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from './index.tsx';

vi.mock('@rspress/core/runtime', () => ({}));
// Like the default's external branch: its own rel first, then the props spread over it.
vi.mock('@rspress/core/theme-original', () => ({
  Link: (props: AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a target="_blank" rel="noopener noreferrer" {...props} />
  ),
}));

afterEach(cleanup);

describe('Link', () => {
  it("keeps the default's noopener when a menu passes rel={undefined}", () => {
    render(
      <Link href="https://v1.rspress.rs/" rel={undefined}>
        Rspress 1.x
      </Link>,
    );
    expect(screen.getByRole('link').getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('passes a rel that is given on', () => {
    render(
      <Link href="https://example.com/" rel="nofollow">
        Example
      </Link>,
    );
    expect(screen.getByRole('link').getAttribute('rel')).toBe('nofollow');
  });
});
