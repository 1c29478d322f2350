import type { RspressPlugin } from '@rspress/core';

/** An Rsbuild plugin, as an Rspress plugin's `builderConfig` takes it. */
type RsbuildPlugin = Extract<
  NonNullable<NonNullable<RspressPlugin['builderConfig']>['plugins']>[number],
  { setup: unknown }
>;

/** An HTML tag as Rsbuild's `modifyHTMLTags` hook hands it over. */
interface HtmlTag {
  tag: string;
  attrs?: Record<string, string | boolean | null | undefined>;
  children?: string;
}

/**
 * The inline script that loads the page's scripts (their URLs in order) once the browser has
 * painted the page: after its first contentful paint (Paint Timing), or after two animation frames
 * where Paint Timing is missing. A page opened in a background tab paints nothing until it is
 * shown, so there the scripts load at once, as deferred scripts would. They run in order
 * (`async = false`) and never before the document is parsed, like the `defer` scripts they replace.
 */
export function paintFirstLoader(sources: readonly string[]): string {
  return `(function(){var d=document,s=${JSON.stringify(sources).replace(/</g, '\\u003c')},o=0;
function load(){s.forEach(function(src){var e=d.createElement('script');e.src=src;e.async=!1;d.head.appendChild(e)})}
function go(){if(o)return;o=1;if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',load);else setTimeout(load,0)}
try{if(d.visibilityState!=='visible')throw 0;if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 1;
new PerformanceObserver(function(l,p){if(l.getEntriesByName('first-contentful-paint').length){p.disconnect();go()}}).observe({type:'paint',buffered:!0})}
catch(e){if(e===1)requestAnimationFrame(function(){requestAnimationFrame(go)});else go()}})();`;
}

const isDeferredScript = (tag: HtmlTag) =>
  tag.tag === 'script' &&
  typeof tag.attrs?.src === 'string' &&
  tag.attrs.defer === true &&
  !tag.attrs.type &&
  !tag.children;

/**
 * The page's scripts replaced by `paintFirstLoader`. Everything a page shows is in its HTML
 * (pre-rendered); the scripts only hydrate it. Fetched by the parser, they would share the
 * network with the stylesheet and the hero image and start running before the first frame: on a
 * slow phone the first paint would wait for JavaScript it does not need. Other tags are kept as
 * they are, in their place. Pure, for the tests.
 */
export function paintFirstTags(tags: readonly HtmlTag[]): HtmlTag[] {
  const scripts = tags.filter(isDeferredScript);
  if (scripts.length === 0) return [...tags];
  const sources = scripts.map((tag) => String(tag.attrs?.src));
  const at = tags.indexOf(scripts[0] as HtmlTag);
  const rest = tags.filter((tag) => !isDeferredScript(tag));
  rest.splice(at, 0, { tag: 'script', attrs: {}, children: paintFirstLoader(sources) });
  return rest;
}

/**
 * Production builds load the page's scripts after the first paint (see `paintFirstTags`); the
 * development server keeps Rsbuild's tags, since its pages are rendered in the browser.
 */
export function paintFirstPlugin(): RspressPlugin {
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'rspress-docs-paint-first',
    setup(api) {
      api.modifyHTMLTags({
        order: 'post',
        handler: (
          tags: { headTags: HtmlTag[]; bodyTags: HtmlTag[] },
          { environment }: { environment: { config: { mode?: string } } },
        ) =>
          environment.config.mode === 'production'
            ? { headTags: paintFirstTags(tags.headTags), bodyTags: paintFirstTags(tags.bodyTags) }
            : tags,
      });
    },
  };
  return { name: 'rspress-docs-paint-first', builderConfig: { plugins: [rsbuildPlugin] } };
}
