import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * DocSearch's "Unable to fetch results" screen, shown while the current query is one that could
 * not reach any search host. DocSearch 3.9.0 has the screen but never displays it (autocomplete
 * resets the status to idle), so it is rendered here, into the modal's dropdown, in its markup.
 */
export function SearchErrorScreen({
  failedQuery,
  title,
  help,
}: {
  failedQuery: string | null;
  title: string;
  help: string;
}) {
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState<string | null>(null);

  // Follow the input: the screen belongs to the query that failed, not to later ones. Listened to
  // on the document, once the event has bubbled past React's own listener: a state update made
  // before React has read a key (a listener on the input itself) is rendered at once, with
  // DocSearch's query from before that key, which puts the input back and loses the key.
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    setDropdown(document.querySelector<HTMLElement>('.DocSearch-Dropdown'));
    if (!input) return;
    setQuery(input.value);
    const update = (event: Event) => {
      if (event.target === input) setQuery(input.value);
    };
    document.addEventListener('input', update);
    return () => document.removeEventListener('input', update);
  }, []);

  const visible = failedQuery !== null && query === failedQuery && failedQuery !== '';
  useEffect(() => {
    const modal = dropdown?.closest<HTMLElement>('.DocSearch-Modal');
    if (!modal) return;
    if (visible) modal.dataset.unreachable = 'true';
    else delete modal.dataset.unreachable;
  }, [dropdown, visible]);

  if (!dropdown || !visible) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen rp-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
          <path
            d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>,
    dropdown,
  );
}
