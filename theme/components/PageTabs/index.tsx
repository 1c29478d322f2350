/**
 * `PageTabs` as in the default theme (same props, markup and classes, so its styles apply), with
 * one difference: the default one counts its renders in a module-wide variable and adds an empty
 * hidden `<h2>` on every second render, so that the outline notices the headings of the new tab.
 * During static generation that counter runs across all the pages a process renders, so whether
 * a page gets the `<h2>` depends on the pages rendered before it (the Chinese Components page got
 * one, its English twin did not), and the browser's first render, which has none, may not match
 * the HTML. Here the hidden heading is toggled by the reader's tab switches only: never in the
 * HTML, and the outline still updates after each switch.
 */
import { useSearchParams } from '@rspress/core/runtime';
import type { PageTabsProps } from '@rspress/core/theme-original';
import './index.css';
import { Children, forwardRef, isValidElement, type ReactNode, useEffect, useState } from 'react';

interface TabValue {
  label: ReactNode;
  content: ReactNode;
}

function tabValues(children: ReactNode[]): TabValue[] {
  return children.map((child, index) => ({
    label: isValidElement<{ label?: ReactNode }>(child) ? child.props.label || undefined : index,
    content: child,
  }));
}

/** Marks the active tab on `<body>` before the first paint, as the default theme does. */
function activeIndexScript(id: string): string {
  return `(function () {
    var searchParams = new URLSearchParams(window.location.search);
    var currIndex = Number(searchParams.get(${JSON.stringify(id)}) || 0);
    if (!Number.isNaN(currIndex)) {
      document.body.dataset.pageTabsActiveIndex = currIndex;
    }
  })();`;
}

export const PageTabs = forwardRef<HTMLDivElement, PageTabsProps>(function PageTabs(
  { children: rawChildren, tabPosition = 'left', className, id = 'page' },
  ref,
) {
  const children = Children.toArray(rawChildren).filter(
    (child) => !(typeof child === 'string' && child.trim() === '') && isValidElement(child),
  );
  const tabs = tabValues(children);
  const [searchParams, setSearchParams] = useSearchParams();
  const [switches, setSwitches] = useState(0);

  useEffect(() => {
    const index = Number(searchParams.get(id) ?? '0');
    if (!Number.isNaN(index)) document.body.dataset.pageTabsActiveIndex = String(index);
  }, [searchParams, id]);

  const navigateToTab = (index: number) => {
    if (index === 0) searchParams.delete(id);
    else searchParams.set(id, String(index));
    setSearchParams(searchParams);
    setSwitches((count) => count + 1);
  };

  const keyOf = (tab: TabValue, index: number) =>
    typeof tab.label === 'string' ? tab.label : index;

  return (
    <>
      <script
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, as in the default theme
        dangerouslySetInnerHTML={{ __html: activeIndexScript(id) }}
      />
      <div className={['rp-page-tabs', className].filter(Boolean).join(' ')} ref={ref}>
        {tabs.length > 0 ? (
          <div
            className="rp-page-tabs__label"
            style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
          >
            {tabs.map((tab, index) => (
              // The default theme's class (so its styles apply) on a button, for the keyboard.
              <button
                type="button"
                key={keyOf(tab, index)}
                className="rp-page-tabs__label__item"
                data-index={index}
                onClick={() => navigateToTab(index)}
              >
                {tab.label}
              </button>
            ))}
          </div>
        ) : null}
        <div className="rp-page-tabs__content">
          {tabs.map((tab, index) => (
            <div key={keyOf(tab, index)} className="rp-page-tabs__content__item" data-index={index}>
              {tab.content}
            </div>
          ))}
        </div>
      </div>
      {/* Added and removed on alternate switches: the outline re-reads the headings when one
          comes or goes. Hidden and without the outline's class, it is never shown nor listed. */}
      {switches % 2 === 1 ? <h2 hidden>{switches}</h2> : null}
    </>
  );
});
