import { lazy, Suspense, useEffect, useState } from 'react';
import { isHomePath } from '../../homePath.ts';
import { loadOnce } from '../../loadOnce.ts';
import type { ToolStackProps } from './index.tsx';
// The styles stay in the first load (the site's one stylesheet): the home page's pre-rendered
// tool stack must be laid out before its code arrives, or the page shifts when it does.
import '../shared.css';
import './index.css';

/** The tool stack's code: the cards and the tools' data. */
const chunk = loadOnce(() => import(/* webpackChunkName: "tool-stack" */ './index.tsx'));
const load = chunk.load;

// On a home page the chunk is requested as soon as this module runs, next to the page's own code.
if (typeof window !== 'undefined' && isHomePath(location.pathname)) {
  void load().catch(() => {});
}

/** What the build renders: the server waits for the lazy component. */
const PrerenderedToolStack = lazy(() => load().then((module) => ({ default: module.ToolStack })));

const SLOT_CLASS = 'rp-tool-stack-slot';

/**
 * The tool stack of the home page, its code in a chunk of its own so that it is not part of the
 * first load of any other page. The build pre-renders it into the home page's HTML. In the
 * browser, until the chunk has arrived, the slot keeps that HTML as it is (React leaves the
 * content of `dangerouslySetInnerHTML` alone when it hydrates): a React `lazy` would leave the
 * block dehydrated instead, and any update reaching it in that time — a context changing above it
 * — would make React drop the server's HTML and show nothing until the chunk arrives, shifting the
 * page. When the chunk is there, the live component takes the slot over with the same markup.
 * After a client-side navigation to the home page the block appears when its chunk arrives.
 */
export function LazyToolStack(props: ToolStackProps) {
  const [module, setModule] = useState(chunk.loaded);
  // Read once, before React touches the DOM: the pre-rendered block, when there is one.
  const [prerendered] = useState(() =>
    typeof document === 'undefined' || chunk.loaded()
      ? ''
      : (document.querySelector(`.${SLOT_CLASS}`)?.innerHTML ?? ''),
  );
  useEffect(() => {
    // Without its code (offline, say) the pre-rendered block stays as it is.
    if (!module) void load().then(setModule, () => {});
  }, [module]);

  if (typeof window === 'undefined') {
    return (
      <div className={SLOT_CLASS}>
        <Suspense fallback={null}>
          <PrerenderedToolStack {...props} />
        </Suspense>
      </div>
    );
  }
  if (!module) {
    return (
      <div
        className={SLOT_CLASS}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own pre-rendered markup, read back from the page
        dangerouslySetInnerHTML={{ __html: prerendered }}
      />
    );
  }
  return (
    <div className={SLOT_CLASS}>
      <Suspense fallback={null}>
        <module.ToolStack {...props} />
      </Suspense>
    </div>
  );
}
