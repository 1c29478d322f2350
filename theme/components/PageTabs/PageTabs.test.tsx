// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTabs } from './index.tsx';

const params = vi.hoisted(() => ({ current: new URLSearchParams() }));
vi.mock('@rspress/core/runtime', () => ({
  useSearchParams: () => [
    params.current,
    (next: URLSearchParams) => {
      params.current = new URLSearchParams(next);
    },
  ],
}));

/** Like `PageTab`: PageTabs reads the `label` prop; the tab renders its children. */
function Tab({ children }: { label: string; children: string }) {
  return <>{children}</>;
}

function page() {
  return (
    <PageTabs>
      <Tab label="Guide">How to use it.</Tab>
      <Tab label="Reference">Every option.</Tab>
    </PageTabs>
  );
}

afterEach(() => {
  cleanup();
  params.current = new URLSearchParams();
});

describe('PageTabs', () => {
  it('renders the same HTML every time, with no heading of its own', () => {
    const renders = [renderToString(page()), renderToString(page()), renderToString(page())];
    expect(new Set(renders).size).toBe(1);
    expect(renders[0]).not.toContain('<h2');
    expect(renders[0]).toContain('How to use it.');
  });

  it('switches tabs with a button, stores the tab in the query and toggles a hidden heading', () => {
    const { container } = render(page());
    fireEvent.click(screen.getByRole('button', { name: 'Reference' }));
    expect(params.current.get('page')).toBe('1');
    expect(container.querySelector('h2')?.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Guide' }));
    expect(params.current.has('page')).toBe(false);
    expect(container.querySelector('h2')).toBeNull();
  });
});
