import type { Header } from '@rspress/core';
import { useEffect, useState } from 'react';

/**
 * How far below the scroll padding (the bars above the page) a heading still counts as having
 * reached it: a link to a heading scrolls it to the padding exactly, give or take rounding.
 */
const SLACK_PX = 8;

/**
 * The section the reader is in, as an index into `tops` (the headings' distances from the top of
 * the viewport, in the order of the page; `Infinity` for one not on the page), or -1 before the
 * first heading: the last heading whose top has reached `line`. At the end of the page, where
 * the last headings can no longer reach the line, the last one that has come into view
 * (`viewportHeight` given).
 */
export function sectionAt(tops: readonly number[], line: number, viewportHeight?: number): number {
  let current = -1;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  if (viewportHeight === undefined) return current;
  let last = current;
  tops.forEach((top, index) => {
    if (index > last && top < viewportHeight) last = index;
  });
  return last;
}

/**
 * The heading the outline marks and the phone's "On this page" bar names: the section being read.
 * The default theme marks the first heading anywhere in the viewport, so the next section is
 * marked as soon as its heading shows at the bottom of the screen; this one marks a section once
 * its heading has reached the top, under the navbar. Same shape as the default's hook, which the
 * outline and the bar import from the theme.
 */
export function useActiveAnchor(headers: Header[]): {
  scrolledHeader: Header | undefined;
  activeAnchorId: string | undefined;
} {
  const [current, setCurrent] = useState<Header | undefined>();

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const root = document.documentElement;
      const padding = Number.parseFloat(getComputedStyle(root).scrollPaddingTop) || 0;
      const tops = headers.map(
        (header) =>
          document.getElementById(header.id)?.getBoundingClientRect().top ??
          Number.POSITIVE_INFINITY,
      );
      const atEnd = window.innerHeight + window.scrollY >= root.scrollHeight - 1;
      const index = sectionAt(tops, padding + SLACK_PX, atEnd ? window.innerHeight : undefined);
      setCurrent(headers[index]);
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [headers]);

  return { scrolledHeader: current, activeAnchorId: current?.id };
}
