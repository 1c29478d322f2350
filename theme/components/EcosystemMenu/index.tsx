import { type ComponentType, type PointerEvent, useRef, useState } from 'react';
import { usePageLang } from '../../hooks.ts';
import { t } from '../../i18n.ts';
import type { Lang } from '../../lang.ts';
import { loadOnce } from '../../loadOnce.ts';
import type { Intent, PopoverProps, ReferenceState } from './Popover.tsx';
import { Trigger } from './Trigger.tsx';
import './index.css';

export interface EcosystemMenuProps {
  /** The language of the menu; without it, the language of the page's path. */
  lang?: Lang;
}

const popover = loadOnce(() => import(/* webpackChunkName: "ecosystem-popover" */ './Popover.tsx'));

/** Loads the popover's code (Floating UI and the list) once; a failed load may be retried. */
export const loadPopover = popover.load;

/**
 * The ecosystem menu: a grid-icon button before the nav title that opens a popover of links.
 *
 * The popover's code (Floating UI, about 20 kB gzipped, and the list) is not part of a page's
 * first load: the server renders the button alone, and the code is fetched the first time the
 * reader points at, focuses, touches or clicks it. The button stays the same element throughout
 * (focus and hover are never lost); once loaded, the popover hands it Floating UI's handlers and
 * carries on from what the reader did meanwhile (a click, the pointer resting on it).
 */
export function EcosystemMenu({ lang }: EcosystemMenuProps) {
  const pageLang = usePageLang(lang);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [Popover, setPopover] = useState<ComponentType<PopoverProps> | null>(null);
  const [reference, setReference] = useState<ReferenceState | null>(null);
  const intent = useRef<Intent>({ open: false, hoverSince: null });

  const load = () => {
    loadPopover().then(
      (module) => setPopover(() => module.EcosystemPopover),
      // Offline or a stale deployment: the button stays as it is; the next interaction retries.
      () => undefined,
    );
  };

  const beforeLoad = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'mouse') intent.current.hoverSince = performance.now();
      load();
    },
    onPointerLeave: () => {
      intent.current.hoverSince = null;
    },
    onPointerDown: load,
    onFocus: load,
    onClick: () => {
      intent.current.open = !intent.current.open;
      load();
    },
  };

  return (
    <>
      <Trigger
        ref={setButton}
        label={t('ecosystem.button', pageLang)}
        expanded={reference?.open ?? false}
        {...(reference ? reference.getReferenceProps() : beforeLoad)}
      />
      {Popover && button && (
        <Popover
          lang={pageLang}
          reference={button}
          intent={intent.current}
          onReferenceChange={setReference}
        />
      )}
    </>
  );
}
