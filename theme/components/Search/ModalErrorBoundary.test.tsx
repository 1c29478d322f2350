// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { liteClient } from 'algoliasearch/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalErrorBoundary } from './ModalErrorBoundary.tsx';

/** What DocSearch does first when the modal opens: build the search client from the credentials. */
function ClientOf({ appId, apiKey }: { appId: string; apiKey: string }) {
  liteClient(appId, apiKey);
  return <p>modal</p>;
}

afterEach(cleanup);

describe('a search configuration error', () => {
  it.each([
    ['', 'key', '`appId` is missing.'],
    ['APP', '', '`apiKey` is missing.'],
  ])('with appId "%s" and apiKey "%s" shows %s inside the modal', (appId, apiKey, message) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onClose = vi.fn();
    render(
      <main>
        <h1>The page</h1>
        <ModalErrorBoundary onClose={onClose} title="Unable to fetch results" closeText="Cancel">
          <ClientOf appId={appId} apiKey={apiKey} />
        </ModalErrorBoundary>
      </main>,
    );
    expect(
      screen.getByRole('alertdialog', { name: 'Unable to fetch results' }).textContent,
    ).toContain(message);
    // The rest of the page is still there.
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('renders the modal when the credentials are there', () => {
    render(
      <ModalErrorBoundary onClose={() => {}} title="Unable to fetch results" closeText="Cancel">
        <ClientOf appId="APP" apiKey="key" />
      </ModalErrorBoundary>,
    );
    expect(screen.getByText('modal')).toBeTruthy();
  });
});
