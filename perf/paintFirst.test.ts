import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { paintFirstLoader, paintFirstTags } from './paintFirst.ts';

const deferred = (src: string) => ({ tag: 'script', attrs: { defer: true, src } });
const stylesheet = { tag: 'link', attrs: { rel: 'stylesheet', href: '/static/css/a.css' } };

describe('paintFirstTags', () => {
  it('replaces the deferred scripts by one loader where the first of them was, in their order', () => {
    const tags = paintFirstTags([
      stylesheet,
      deferred('/static/js/lib-react.js'),
      { tag: 'meta', attrs: { name: 'x' } },
      deferred('/static/js/index.js'),
    ]);
    expect(tags.map((tag) => tag.tag)).toEqual(['link', 'script', 'meta']);
    const loader = tags[1]?.children ?? '';
    expect(tags[1]?.attrs).toEqual({});
    expect(loader.indexOf('/static/js/lib-react.js')).toBeLessThan(
      loader.indexOf('/static/js/index.js'),
    );
  });

  it('keeps scripts that are not plain deferred files', () => {
    const tags = [
      { tag: 'script', attrs: { src: '/a.js' } },
      { tag: 'script', attrs: { defer: true, src: '/m.js', type: 'module' } },
      { tag: 'script', attrs: {}, children: 'window.x = 1' },
      stylesheet,
    ];
    expect(paintFirstTags(tags)).toEqual(tags);
  });
});

/** Runs the loader against a minimal document; returns what it did and the hooks it left. */
function runLoader(
  sources: string[],
  { readyState = 'interactive', visibilityState = 'visible', paintTiming = true } = {},
) {
  const appended: { src: string; async: boolean }[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  let observer: ((list: unknown, self: { disconnect(): void }) => void) | undefined;
  const document = {
    readyState,
    visibilityState,
    head: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
    createElement: () => ({ src: '', async: true }),
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  runInNewContext(paintFirstLoader(sources), {
    document,
    PerformanceObserver,
    setTimeout: (callback: () => void) => timers.push(callback),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  });
  const paint = (names: string[]) =>
    observer?.(
      { getEntriesByName: (name: string) => names.filter((n) => n === name) },
      { disconnect() {} },
    );
  const flush = (queue: (() => void)[]) => {
    for (const callback of queue.splice(0)) callback();
  };
  return { appended, listeners, paint, timers: () => flush(timers), frames: () => flush(frames) };
}

describe('paintFirstLoader', () => {
  const sources = ['/static/js/lib-react.js', '/static/js/index.js'];

  it('loads nothing before the first contentful paint, then every script in order', () => {
    const run = runLoader(sources);
    run.timers();
    run.paint(['first-paint']);
    run.timers();
    expect(run.appended).toEqual([]);
    run.paint(['first-contentful-paint']);
    run.timers();
    expect(run.appended).toEqual(sources.map((src) => ({ src, async: false })));
    // A second paint entry loads nothing more.
    run.paint(['first-contentful-paint']);
    run.timers();
    expect(run.appended).toHaveLength(2);
  });

  it('waits for the document to be parsed, like deferred scripts', () => {
    const run = runLoader(sources, { readyState: 'loading' });
    run.paint(['first-contentful-paint']);
    expect(run.appended).toEqual([]);
    run.listeners.DOMContentLoaded?.();
    expect(run.appended.map((element) => element.src)).toEqual(sources);
  });

  it('loads at once in a background tab, which paints nothing until it is shown', () => {
    const run = runLoader(sources, { visibilityState: 'hidden' });
    run.timers();
    expect(run.appended.map((element) => element.src)).toEqual(sources);
  });

  it('waits two frames where the browser has no Paint Timing', () => {
    const run = runLoader(sources, { paintTiming: false });
    run.frames();
    run.timers();
    expect(run.appended).toEqual([]);
    run.frames();
    run.timers();
    expect(run.appended.map((element) => element.src)).toEqual(sources);
  });

  it('cannot close its script element, whatever the URLs', () => {
    expect(paintFirstLoader(['/a</script><script>alert(1)//.js'])).not.toContain('</script>');
  });
});
