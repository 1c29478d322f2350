import { type AnnouncementConfig, announcement, CLOSED_ATTRIBUTE } from '../theme/announcement.ts';
import { MAIN_CONTENT_ID } from '../theme/layouts/mainContent.ts';

/**
 * What rspress.config.ts puts into every page's `<head>`, worked out at build time from the
 * theme's settings: small inline scripts and tags that must act before the first paint.
 */

/**
 * The browser paints nothing until the main region's opening tag has been parsed. Without it, a
 * first paint of a half-parsed page (the parser yields when it runs long, e.g. on a busy machine)
 * can show the navbar with only part of its right side, which then jumps left when the rest
 * arrives — a layout shift. Everything above the main region is small, so the wait is the time it
 * takes to parse the navbar (and sidebar), not a network round trip.
 */
export const FIRST_PAINT_HEAD = `<link rel="expect" href="#${MAIN_CONTENT_ID}" blocking="render">`;

/** A string literal for an inline script, safe inside `<script>` (no `</script>` can appear). */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The inline script for `<head>`: it runs before the body is parsed, so a reader who closed the bar
 * never sees it, not even for one frame, and the navbar does not move.
 */
export function announcementHeadScript(config: AnnouncementConfig = announcement): string {
  return (
    '(function(){try{' +
    `if(window.localStorage.getItem(${scriptLiteral(config.storageKey)})!==null)` +
    `document.documentElement.setAttribute(${scriptLiteral(CLOSED_ATTRIBUTE)},'')` +
    '}catch(e){}})();'
  );
}

/** The entries for the `head` option of rspress.config.ts: none when the bar is turned off. */
export function announcementHead(config: AnnouncementConfig = announcement): string[] {
  return config.display ? [`<script>${announcementHeadScript(config)}</script>`] : [];
}
