import { useFrontmatter } from '@rspress/core/runtime';
import { DocLayout as BaseDocLayout, type DocLayoutProps } from '@rspress/core/theme-original';
import { usePageLang } from '../hooks.ts';
import { t } from '../i18n.ts';
import { MAIN_CONTENT_ID } from './mainContent.ts';
import './outlineSpace.css';

/**
 * The default doc layout with its landmarks named: the sidebar and the outline are both
 * `<aside>`, which screen readers list as two indistinguishable "complementary" regions, so each
 * gets a label in the page's language; the main region carries the id the skip link jumps to.
 * The props are added to the default layout by patches/@rspress+core+2.0.22.patch.
 *
 * The outline's column is kept from the first paint (outlineSpace.css): it comes after the page's
 * content in the HTML, so on a long page the browser paints the text before it has read the
 * outline, and the text, wider for a moment, moved when the outline arrived. The marker before
 * the layout says whether the page has that column (an outline, or its placeholder, unless the
 * page is an overview or a `doc-wide` page without outline).
 */
export function DocLayout(props: DocLayoutProps) {
  const lang = usePageLang();
  const { frontmatter } = useFrontmatter();
  const hasOutlineColumn =
    !frontmatter?.overview &&
    (frontmatter?.outline !== false || frontmatter?.pageType !== 'doc-wide');
  return (
    <BaseDocLayout
      {...props}
      beforeDoc={
        <>
          {props.beforeDoc}
          {hasOutlineColumn && <div className="rp-outline-space" hidden />}
        </>
      }
      sidebarLabel={t('a11y.sidebar', lang)}
      outlineLabel={t('a11y.outline', lang)}
      mainId={MAIN_CONTENT_ID}
    />
  );
}
