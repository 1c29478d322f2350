import { useSidebarMenu } from '@rspress/core/dist/theme/components/SidebarMenu/useSidebarMenu.js';
import { useFrontmatter } from '@rspress/core/runtime';
import {
  DocContent,
  DocFooter,
  type DocLayoutProps,
  Outline,
  Overview,
  Sidebar,
  useWatchToc,
} from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/layout/DocLayout/index.css';
import { usePageLang } from '../hooks.ts';
import { t } from '../i18n.ts';
import { MAIN_CONTENT_ID } from './mainContent.ts';

const cx = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/**
 * The default doc layout of Rspress 2.0.22 with its landmarks named: the sidebar and the outline
 * are both `<aside>`, which screen readers list as two indistinguishable "complementary" regions,
 * so each gets a label in the page's language. The main region carries the id the skip link
 * jumps to. Everything else is the default layout, unchanged.
 */
export function DocLayout(props: DocLayoutProps) {
  const {
    beforeDocFooter,
    afterDocFooter,
    beforeDoc,
    afterDoc,
    beforeDocContent,
    afterDocContent,
    beforeOutline,
    afterOutline,
    beforeSidebar,
    afterSidebar,
    components,
  } = props;
  const lang = usePageLang();
  const { frontmatter } = useFrontmatter();
  const { isOutlineOpen, isSidebarOpen, sidebarMenu, asideLayoutRef, sidebarLayoutRef } =
    useSidebarMenu(beforeOutline, afterOutline);
  const { rspressDocRef } = useWatchToc();
  const isOverviewPage = frontmatter?.overview ?? false;
  const sidebar = frontmatter?.sidebar ?? true;
  const showSidebar = sidebar === true;
  const showSidebarPlaceholder = sidebar === false || sidebar === 'placeholder';
  const isLegacyPlaceholder = sidebar === 'placeholder';
  const { outline: showOutline = true, footer: showDocFooter = true, pageType } = frontmatter;
  const showSidebarMenu = showSidebar || (!isOverviewPage && showOutline);

  if (import.meta.env.SSG_MD) {
    return isOverviewPage ? (
      <Overview content={<DocContent components={components} isOverviewPage />} />
    ) : (
      <DocContent components={components} />
    );
  }

  const isDocWide = pageType === 'doc-wide';
  return (
    <>
      {showSidebarMenu && <div className="rp-doc-layout__menu">{sidebarMenu}</div>}
      {beforeDoc}
      <div
        className={cx(
          'rp-doc-layout__container',
          !showSidebarMenu && 'rp-doc-layout__container--no-menu',
        )}
      >
        {showSidebar ? (
          <aside
            className={cx(
              'rp-doc-layout__sidebar',
              isSidebarOpen && 'rp-doc-layout__sidebar--open',
              'rp-scrollbar',
            )}
            aria-label={t('a11y.sidebar', lang)}
            ref={sidebarLayoutRef}
          >
            {beforeSidebar}
            <Sidebar />
            {afterSidebar}
          </aside>
        ) : showSidebarPlaceholder ? (
          // An empty spacer, not a region.
          <div
            className={cx(
              'rp-doc-layout__sidebar-placeholder',
              isLegacyPlaceholder && 'rp-doc-layout__sidebar-placeholder--legacy',
            )}
            style={isDocWide ? { width: '0' } : {}}
          />
        ) : null}
        {isOverviewPage ? (
          <main id={MAIN_CONTENT_ID} className="rp-doc-layout__overview">
            {beforeDocContent}
            <Overview content={<DocContent components={components} isOverviewPage />} />
            {afterDocContent}
          </main>
        ) : (
          <div className={cx('rp-doc-layout__doc', isDocWide && 'rp-doc-layout__doc--wide')}>
            <main id={MAIN_CONTENT_ID} className="rp-doc-layout__doc-container">
              {beforeDocContent}
              <div className="rp-doc rspress-doc" ref={rspressDocRef}>
                <DocContent components={components} />
              </div>
              {afterDocContent}
              {beforeDocFooter}
              {showDocFooter && <DocFooter />}
              {afterDocFooter}
            </main>
          </div>
        )}
        {isOverviewPage ? null : showOutline ? (
          <aside
            className={cx(
              'rp-doc-layout__outline',
              isOutlineOpen && 'rp-doc-layout__outline--open',
              'rp-scrollbar',
            )}
            aria-label={t('a11y.outline', lang)}
            ref={asideLayoutRef}
          >
            {beforeOutline}
            <Outline />
            {afterOutline}
          </aside>
        ) : (
          <div
            className="rp-doc-layout__outline-placeholder"
            style={isDocWide ? { width: '0' } : {}}
          />
        )}
      </div>
      {afterDoc}
    </>
  );
}
