import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { ECOSYSTEM_LINKS, localizeToolLink, ORGANISATION_URL } from '../../data/tools.ts';
import { t } from '../../i18n.ts';
import type { Lang } from '../../lang.ts';
import { NewTabMark, ToolCard } from '../ToolCard.tsx';
import '../shared.css';
import './Popover.css';

/** The popover shows and hides 0.1 s after the pointer enters or leaves. */
export const HOVER_DELAY_MS = 100;

/** What the reader did with the button while this module was loading. */
export interface Intent {
  /** The button was clicked (or pressed with Enter/Space) an odd number of times. */
  open: boolean;
  /** When a mouse pointer entered the button, unless it left again. */
  hoverSince: number | null;
}

/** What the button needs from the popover: its state and Floating UI's handlers and ARIA props. */
export interface ReferenceState {
  open: boolean;
  getReferenceProps: () => Record<string, unknown>;
}

export interface PopoverProps {
  lang: Lang;
  /** The grid-icon button the popover belongs to. */
  reference: HTMLElement;
  intent?: Intent;
  /** Receives the button's props whenever they change, and `null` when the popover unmounts. */
  onReferenceChange: (state: ReferenceState | null) => void;
}

const noIntent: Intent = { open: false, hoverSince: null };

/** The popover of ecosystem links for the grid-icon button, built on Floating UI. */
export function EcosystemPopover({
  lang,
  reference,
  intent = noIntent,
  onReferenceChange,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-start',
    strategy: 'fixed',
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, {
    mouseOnly: true,
    delay: { open: HOVER_DELAY_MS, close: HOVER_DELAY_MS },
    handleClose: safePolygon(),
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, click, dismiss, role]);

  useLayoutEffect(() => {
    refs.setReference(reference);
  }, [reference, refs]);
  // Hand the button its props before the browser paints (and before any further event).
  useLayoutEffect(() => {
    onReferenceChange({ open, getReferenceProps });
  }, [open, getReferenceProps, onReferenceChange]);
  useLayoutEffect(() => () => onReferenceChange(null), [onReferenceChange]);

  // Carry on from what the reader did before this code loaded. `intent`, `reference` and
  // Floating UI's `onOpenChange` are stable, so this runs once, on mount.
  const { onOpenChange } = context;
  useEffect(() => {
    if (intent.open) {
      onOpenChange(true, new MouseEvent('click'), 'click');
      return;
    }
    if (intent.hoverSince === null) return;
    const elapsed = performance.now() - intent.hoverSince;
    const timer = window.setTimeout(
      () => {
        if (reference.matches(':hover')) onOpenChange(true, new MouseEvent('mouseenter'), 'hover');
      },
      Math.max(0, HOVER_DELAY_MS - elapsed),
    );
    return () => window.clearTimeout(timer);
  }, [intent, onOpenChange, reference]);

  const newTab = t('opensInNewTab', lang);

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={-1}>
        <div
          ref={refs.setFloating}
          className="rp-ecosystem__popover"
          role="dialog"
          style={floatingStyles}
          aria-label={t('ecosystem.label', lang)}
          {...getFloatingProps()}
        >
          <a
            className="rp-ecosystem__header"
            href={ORGANISATION_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('ecosystem.header', lang)}
            <NewTabMark newTab={newTab} />
          </a>
          <ul className="rp-ecosystem__list">
            {ECOSYSTEM_LINKS.map((link) => {
              const { desc, url } = localizeToolLink(link, lang);
              return (
                <li key={link.name}>
                  <ToolCard
                    block="rp-ecosystem"
                    name={link.name}
                    desc={desc}
                    url={url}
                    logo={link.logo}
                    logoScale={link.logoScale}
                    logoSize={32}
                    newTab={newTab}
                  />
                </li>
              );
            })}
          </ul>
        </div>
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
