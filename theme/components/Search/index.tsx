import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
// The default search button's stylesheet (made public by patches/@rspress+core+2.0.22.patch).
import '@rspress/core/styles/search-button.css';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePageLang } from '../../hooks.ts';
import { type I18nKey, t as text } from '../../i18n.ts';
import { shortcutAction } from './shortcuts.ts';

// The modal (DocSearch, the search client, the engine of the browser provider) is loaded on the
// first hover, focus or shortcut, never with the page; so is the browser provider's index.
const loadModal = () => import(/* webpackChunkName: "search-modal" */ './SearchModal.tsx');
const SearchModal = lazy(loadModal);
const preloadSearch = (lang: string) =>
  void loadModal().then(
    (modal) => modal.preloadSearch(lang),
    () => undefined,
  );

/**
 * Stands in for the modal from the click or the shortcut until the modal's code has loaded (a few
 * hundred milliseconds on a slow phone, the first time): it takes the focus in the same commit, so
 * every key typed lands in the query, and the modal opens with what was typed.
 */
function PendingSearchBox({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
    // Leaving (the modal takes over in this commit): what the box holds now, keys typed after the
    // modal's first render included, is what the modal's input must hold.
    return () => onChange(field.value);
  }, [onChange]);
  return (
    <div className="rp-search-pending" role="dialog" aria-modal="true" aria-label={label}>
      <input
        ref={input}
        className="rp-search-pending__input"
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
      />
    </div>
  );
}

/** The navbar's search: a button and the DocSearch modal, opened by click, Ctrl/Cmd+K or `/`. */
export function Search() {
  const lang = usePageLang();
  const t = (key: I18nKey) => text(key, lang);
  const [open, setOpen] = useState(false);
  // What was typed before the modal took over (PendingSearchBox), and the character that opened it.
  const [pendingQuery, setPendingQuery] = useState('');
  // The same text, current at every key: the modal's first render may read `pendingQuery` a key
  // or two before it commits, and it asks for the latest text when it takes over (SearchModal).
  const latestQuery = useRef('');
  const setPending = useCallback((query: string) => {
    latestQuery.current = query;
    setPendingQuery(query);
  }, []);
  const readLatestQuery = useCallback(() => latestQuery.current, []);
  const [keyLabel, setKeyLabel] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const mobileButtonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    setKeyLabel(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);

  const openModal = useCallback(
    (query?: string) => {
      openerRef.current =
        document.activeElement === mobileButtonRef.current
          ? mobileButtonRef.current
          : buttonRef.current;
      // As DocSearch does: the text selected in the page is the initial query (read before the
      // stand-in box takes the focus and, with it, the selection).
      setPending(query ?? (window.getSelection()?.toString() ?? '').slice(0, 64));
      setOpen(true);
    },
    [setPending],
  );

  const close = useCallback(() => {
    setOpen(false);
    setPending('');
    // Back to the button that opened the modal (the visible one).
    const opener = openerRef.current;
    const target = opener && opener.offsetParent !== null ? opener : buttonRef.current;
    target?.focus();
  }, [setPending]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event, {
        open,
        buttonFocused: document.activeElement === buttonRef.current,
      });
      if (!action) return;
      event.preventDefault();
      if (action === 'close') close();
      else if (action === 'open') {
        preloadSearch(lang);
        openModal();
      } else {
        preloadSearch(lang);
        openModal(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openModal, close, lang]);

  const buttonText = t('docsearch.button.buttonText');
  const ariaLabel = keyLabel
    ? `${t('docsearch.button.buttonAriaLabel')} (${keyLabel === '⌘' ? 'Command' : 'Ctrl'}+K)`
    : t('docsearch.button.buttonAriaLabel');
  const preload = () => preloadSearch(lang);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="rp-search-button"
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        onClick={() => openModal()}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
      >
        <span className="rp-search-button__content">
          <SvgWrapper icon={IconSearch} className="rp-search-button__icon" aria-hidden="true" />
          <span className="rp-search-button__word">{buttonText}</span>
        </span>
        <span
          className="rp-search-button__hotkey"
          style={{ opacity: keyLabel ? 1 : 0 }}
          aria-hidden="true"
        >
          <span>{keyLabel}</span>
          <span>K</span>
        </span>
      </button>
      <button
        ref={mobileButtonRef}
        type="button"
        className="rp-search-button--mobile"
        aria-label={t('docsearch.button.buttonAriaLabel')}
        aria-haspopup="dialog"
        onClick={() => openModal()}
        onTouchStart={preload}
        onFocus={preload}
      >
        <SvgWrapper icon={IconSearch} aria-hidden="true" />
      </button>
      {open && (
        <Suspense
          fallback={
            <PendingSearchBox
              value={pendingQuery}
              onChange={setPending}
              label={t('docsearch.modal.searchBox.searchInputLabel')}
              placeholder={t('docsearch.placeholder')}
            />
          }
        >
          <SearchModal
            initialQuery={pendingQuery || undefined}
            latestQuery={readLatestQuery}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
