import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { usePageLang } from '../../hooks.ts';
import { type I18nKey, t } from '../../i18n.ts';
import { useFocusWithin } from '../focusWithin.ts';
import {
  APPEARANCE_KEY,
  APPEARANCES,
  type Appearance,
  chooseAppearance,
  storedAppearance,
} from './appearance.ts';
import './index.css';

const LABELS: Record<Appearance, I18nKey> = {
  light: 'appearance.light',
  dark: 'appearance.dark',
  system: 'appearance.system',
};

/**
 * The appearance menu of the navbar (and of the site menu on narrower screens): a button showing
 * the current appearance (sun or moon) that opens a menu of Light, Dark and System, the last to
 * follow the system's setting again. A menu button as the ARIA practices describe it: Enter, Space
 * or an arrow opens it on the current choice, the arrows, Home and End move, Enter or Space
 * chooses, Escape closes it and Tab leaves it. Replaces the default theme's switch, a `<div>` the
 * keyboard could not reach that toggled between light and dark only.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const lang = usePageLang();
  const [choice, setChoice] = useState<Appearance>('system');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const focusOnOpen = useRef<number | 'current'>('current');
  const menuId = useId();

  // The stored choice is the browser's: the pre-rendered page shows the menu for "System". It
  // changes with a choice made in another of these menus (the navbar's and the site menu's) or
  // in another tab.
  useEffect(() => {
    const read = (event?: StorageEvent) => {
      if (!event || event.key === APPEARANCE_KEY) setChoice(storedAppearance());
    };
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, []);
  useEffect(() => {
    if (!open) return;
    const index =
      focusOnOpen.current === 'current' ? APPEARANCES.indexOf(choice) : focusOnOpen.current;
    items.current[index]?.focus();
  }, [open, choice]);

  const openAt = (index: number | 'current') => {
    focusOnOpen.current = index;
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const choose = (value: Appearance) => {
    if (chooseAppearance(value)) setChoice(value);
    close(true);
    onClick?.();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'current' : APPEARANCES.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const last = APPEARANCES.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      items.current[target]?.focus();
    } else if (event.key === 'Escape') {
      // Closes this menu only, not a menu it is in.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  useFocusWithin(root, { onLeave: () => setOpen(false) });

  const label = t('appearance.label', lang);
  return (
    <div ref={root} className="rp-appearance">
      <button
        ref={button}
        type="button"
        className="rp-switch-appearance rp-appearance__button"
        aria-label={`${label}: ${t(LABELS[choice], lang)}`}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt('current'))}
        onKeyDown={onButtonKeyDown}
      >
        <SvgWrapper
          className="rp-switch-appearance__icon rp-switch-appearance__icon--sun"
          icon={IconSun}
          fill="currentColor"
          aria-hidden="true"
        />
        <SvgWrapper
          className="rp-switch-appearance__icon rp-switch-appearance__icon--moon"
          icon={IconMoon}
          fill="currentColor"
          aria-hidden="true"
        />
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className="rp-appearance__menu"
          onKeyDown={onMenuKeyDown}
        >
          {APPEARANCES.map((value, index) => (
            <button
              key={value}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={value === choice}
              tabIndex={-1}
              className="rp-appearance__item"
              onClick={() => choose(value)}
            >
              {t(LABELS[value], lang)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
