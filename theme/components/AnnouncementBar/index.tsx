import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type AnnouncementConfig,
  announcement,
  CLOSED_ATTRIBUTE,
  isClosed,
  rememberClosed,
} from '../../announcement.ts';
import { usePageLang } from '../../hooks.ts';
import { t } from '../../i18n.ts';
import type { Lang } from '../../lang.ts';
import '../shared.css';
import './index.css';

export interface AnnouncementBarProps {
  /** The language of the bar; without it, the language of the page's path. */
  lang?: Lang;
  /** The announcement; defaults to the site's one in theme/announcement.ts. */
  config?: AnnouncementConfig;
}

/** Set on `<html>` to the bar's height while it is shown (index.css reads it). */
export const MEASURED_HEIGHT = '--rp-announcement-measured';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The announcement bar above the navbar. It is in the server-rendered HTML; for a reader who
 * closed it, the head script of theme/announcement.ts has already marked `<html>` before the first
 * paint and the CSS keeps it hidden, so it never flashes and nothing below it moves.
 */
export function AnnouncementBar({ lang, config = announcement }: AnnouncementBarProps) {
  const pageLang = usePageLang(lang);
  const [closed, setClosed] = useState(false);
  const bar = useRef<HTMLElement>(null);

  // The navbar and the sidebars sit below the bar: they follow its height when the message takes
  // more than one line, and as it changes with the width of the window.
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(MEASURED_HEIGHT, `${element.getBoundingClientRect().height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(MEASURED_HEIGHT);
    };
  }, []);

  useEffect(() => {
    // Normally the head script did this already; this keeps the bar hidden where it did not run.
    if (config.display && isClosed(localStorageOrUndefined(), config.storageKey)) {
      document.documentElement.setAttribute(CLOSED_ATTRIBUTE, '');
      setClosed(true);
    }
  }, [config.display, config.storageKey]);

  if (!config.display || closed) return null;

  const message = config.message[pageLang];
  const href = config.link[pageLang];
  const external = /^https?:\/\//.test(href);

  const close = () => {
    document.documentElement.setAttribute(CLOSED_ATTRIBUTE, '');
    // When storage refuses, the bar still closes for the rest of this visit.
    rememberClosed(localStorageOrUndefined(), config.storageKey);
    setClosed(true);
  };

  return (
    <section ref={bar} className="rp-announcement" aria-label={t('announcement.label', pageLang)}>
      <a
        className="rp-announcement__link"
        href={href}
        title={message}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {message}
        {external && <span className="rp-visually-hidden"> {t('opensInNewTab', pageLang)}</span>}
      </a>
      <button
        type="button"
        className="rp-announcement__close"
        aria-label={t('announcement.close', pageLang)}
        title={t('announcement.close', pageLang)}
        onClick={close}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M6 6l12 12M18 6 6 18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </section>
  );
}
