import { useFrontmatter, useLocation, usePage } from '@rspress/core/runtime';
import { Layout as BaseLayout, type LayoutProps, useEditLink } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { AnnouncementBar } from './components/AnnouncementBar/index.tsx';
import { EcosystemMenu } from './components/EcosystemMenu/index.tsx';
import { PageFeedback } from './components/PageFeedback/index.tsx';
import { SkipLink } from './components/SkipLink/index.tsx';
import { LazyToolStack } from './components/ToolStack/Lazy.tsx';
import { usePageLang } from './hooks.ts';
import type { Lang } from './lang.ts';
import { printInLightAppearance } from './print.ts';
// Here rather than in the theme entry: the entry is side-effect free (perf/plugin.ts), so the
// build may skip its body and keep only what it re-exports.
import './styles/accessibility.css';
import './styles/code.css';
import './styles/anchoredRows.css';
import './styles/print.css';

/**
 * The feedback block of a doc page, with what its links take from the page: its title for the
 * issue, and the doc footer's "Edit this page" (the default theme's hook: themeConfig.editLink and
 * the page's source file). Rendered in the doc page's slots only, where the page has a source file.
 */
function DocPageFeedback({ lang }: { lang: Lang }) {
  const { page } = usePage();
  const edit = useEditLink();
  return <PageFeedback lang={lang} title={page.title} edit={edit} />;
}

/**
 * The default layout with our pieces in its slots: the skip link first on every page (the first
 * stop of the Tab key), the announcement bar above the navbar on every page, the ecosystem menu before the nav title, and the tool stack after the home page's
 * features, and page feedback at the end of every doc page (after the list of pages on overview
 * pages, which have no doc footer). Slots given by a caller are kept, after
 * ours.
 */
export function Layout(props: LayoutProps) {
  const lang = usePageLang();
  const { pathname } = useLocation();
  const { frontmatter } = useFrontmatter();
  // Overview pages have no doc footer: their feedback comes after the list of pages.
  const overview = frontmatter?.overview === true;
  // Keyed by page: an answer belongs to the page it was given on.
  const feedback = <DocPageFeedback key={pathname} lang={lang} />;
  // Effects run once React has hydrated the page: from then on it answers the reader. The
  // end-to-end tests wait for this mark instead of guessing from network silence.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useEffect(printInLightAppearance, []);
  return (
    <BaseLayout
      {...props}
      top={
        <>
          <SkipLink lang={lang} />
          {props.top}
        </>
      }
      beforeNav={
        <>
          <AnnouncementBar lang={lang} />
          {props.beforeNav}
        </>
      }
      beforeNavTitle={
        <>
          <EcosystemMenu lang={lang} />
          {props.beforeNavTitle}
        </>
      }
      afterDocContent={
        <>
          {props.afterDocContent}
          {overview ? feedback : null}
        </>
      }
      afterDocFooter={
        <>
          {feedback}
          {props.afterDocFooter}
        </>
      }
      afterFeatures={
        <>
          <LazyToolStack lang={lang} />
          {props.afterFeatures}
        </>
      }
    />
  );
}
