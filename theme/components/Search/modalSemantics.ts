/**
 * Gives DocSearch 3.9.0's modal the semantics it lacks, once it is in the document:
 * - the backdrop is a focusable `role="button"` wrapped around the whole dialog (a control with
 *   controls inside), with the ARIA states of a combobox; it stays a plain element that closes the
 *   modal on click (the input inside is the combobox);
 * - the modal is a `div` with no role: it becomes a labelled modal dialog;
 * - its search bar is a `<header>`, a second "banner" landmark besides the navbar: it becomes a
 *   plain container (the form inside keeps its `search` role).
 * - its input's `aria-controls` names one listbox per result group, but the lists all get the id
 *   `docsearch-list`: each list gets its own id, and the input names those.
 * - the results scroll inside a `div` that holds nothing focusable (hits are options, not links):
 *   it takes the focus itself, so that keyboard users can scroll it too.
 * DocSearch re-renders the combobox states as results change, so they are repaired after each
 * change. A press on the backdrop no longer moves the focus to the page, so that closing the modal
 * can give it back to the search button. Returns the function that undoes the listeners.
 */
export function applyModalSemantics(root: ParentNode, label: string): () => void {
  const container = root.querySelector<HTMLElement>('.DocSearch-Container');
  const modal = root.querySelector<HTMLElement>('.DocSearch-Modal');
  if (!container || !modal || modal.hasAttribute('role')) return () => {};
  const repair = () => {
    for (const { name } of [...container.attributes]) {
      if (name === 'role' || name === 'tabindex' || name.startsWith('aria-')) {
        container.removeAttribute(name);
      }
    }
    const dropdown = modal.querySelector<HTMLElement>('.DocSearch-Dropdown');
    if (dropdown && dropdown.getAttribute('tabindex') !== '0')
      dropdown.setAttribute('tabindex', '0');
    const lists = [...modal.querySelectorAll<HTMLElement>('[role="listbox"]')];
    lists.forEach((list, index) => {
      if (list.id !== `docsearch-list-${index}`) list.id = `docsearch-list-${index}`;
    });
    const input = modal.querySelector<HTMLElement>('.DocSearch-Input');
    const controls = lists.map((list) => list.id).join(' ');
    if (!input || input.getAttribute('aria-controls') === (controls || null)) return;
    if (controls) input.setAttribute('aria-controls', controls);
    else input.removeAttribute('aria-controls');
  };
  repair();
  const observer = new MutationObserver(repair);
  observer.observe(container, { attributes: true, childList: true, subtree: true });
  modal.setAttribute('role', 'dialog');
  modal.setAttribute('aria-modal', 'true');
  modal.setAttribute('aria-label', label);
  modal.querySelector('header.DocSearch-SearchBar')?.setAttribute('role', 'none');
  const keepFocus = (event: MouseEvent) => {
    if (event.target === container) event.preventDefault();
  };
  container.addEventListener('mousedown', keepFocus);
  return () => {
    observer.disconnect();
    container.removeEventListener('mousedown', keepFocus);
  };
}
