// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyModalSemantics } from './modalSemantics.ts';

/** The markup of DocSearch 3.9.0's open modal, trimmed to what matters here. */
function docSearchModal() {
  document.body.innerHTML = `
    <div class="DocSearch DocSearch-Container" role="button" tabindex="0" aria-expanded="false"
      aria-haspopup="listbox" aria-labelledby="docsearch-label">
      <div class="DocSearch-Modal">
        <header class="DocSearch-SearchBar"><form class="DocSearch-Form" role="search">
          <input class="DocSearch-Input" role="combobox"></form></header>
        <div class="DocSearch-Dropdown"></div>
      </div>
    </div>`;
  return {
    container: document.querySelector('.DocSearch-Container') as HTMLElement,
    modal: document.querySelector('.DocSearch-Modal') as HTMLElement,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('applyModalSemantics', () => {
  it('makes the modal a labelled dialog, the backdrop a plain element, the search bar no banner', () => {
    const { container, modal } = docSearchModal();
    applyModalSemantics(document.body, 'Search the docs');
    expect([...container.attributes].map((a) => a.name).sort()).toEqual(['class']);
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(modal.getAttribute('aria-label')).toBe('Search the docs');
    expect(document.querySelector('header')?.getAttribute('role')).toBe('none');
    expect(document.querySelector('form')?.getAttribute('role')).toBe('search');
    expect(document.querySelector('input')?.getAttribute('role')).toBe('combobox');
    // The scrolling results take the focus themselves: their hits are not focusable.
    expect(document.querySelector('.DocSearch-Dropdown')?.getAttribute('tabindex')).toBe('0');
  });

  it('keeps the focus where it is on a press on the backdrop, not inside the dialog', () => {
    const { container, modal } = docSearchModal();
    const undo = applyModalSemantics(document.body, 'Search');
    const press = (target: Element) => {
      const event = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press(container)).toBe(true);
    expect(press(modal)).toBe(false);
    undo();
    expect(press(container)).toBe(false);
  });

  it('does nothing without a modal, or twice', () => {
    expect(applyModalSemantics(document.body, 'Search')).toBeTypeOf('function');
    const { modal } = docSearchModal();
    applyModalSemantics(document.body, 'Search');
    const spy = vi.spyOn(modal, 'setAttribute');
    applyModalSemantics(document.body, 'Other');
    expect(spy).not.toHaveBeenCalled();
    expect(modal.getAttribute('aria-label')).toBe('Search');
  });
});

describe('the result lists', () => {
  it('get ids of their own, which the input names, also after DocSearch re-renders', async () => {
    docSearchModal();
    const dropdown = document.querySelector('.DocSearch-Dropdown') as HTMLElement;
    dropdown.innerHTML =
      '<ul role="listbox" id="docsearch-list"></ul><ul role="listbox" id="docsearch-list"></ul>';
    const input = document.querySelector('.DocSearch-Input') as HTMLElement;
    input.setAttribute('aria-controls', 'docsearch-hits0-list docsearch-hits1-list');
    applyModalSemantics(document.body, 'Search');
    expect(input.getAttribute('aria-controls')).toBe('docsearch-list-0 docsearch-list-1');
    for (const id of ['docsearch-list-0', 'docsearch-list-1']) {
      expect(document.getElementById(id)?.getAttribute('role')).toBe('listbox');
    }
    // DocSearch sets its states again as the results change.
    const container = document.querySelector('.DocSearch-Container') as HTMLElement;
    container.setAttribute('aria-expanded', 'true');
    input.setAttribute('aria-controls', 'docsearch-hits0-list');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.hasAttribute('aria-expanded')).toBe(false);
    expect(input.getAttribute('aria-controls')).toBe('docsearch-list-0 docsearch-list-1');
  });
});
