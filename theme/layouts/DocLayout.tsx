import { DocLayout as BaseDocLayout, type DocLayoutProps } from '@rspress/core/theme-original';
import { usePageLang } from '../hooks.ts';
import { t } from '../i18n.ts';
import { MAIN_CONTENT_ID } from './mainContent.ts';

/**
 * The default doc layout with its landmarks named: the sidebar and the outline are both
 * `<aside>`, which screen readers list as two indistinguishable "complementary" regions, so each
 * gets a label in the page's language; the main region carries the id the skip link jumps to.
 * The props are added to the default layout by patches/@rspress+core+2.0.22.patch.
 */
export function DocLayout(props: DocLayoutProps) {
  const lang = usePageLang();
  return (
    <BaseDocLayout
      {...props}
      sidebarLabel={t('a11y.sidebar', lang)}
      outlineLabel={t('a11y.outline', lang)}
      mainId={MAIN_CONTENT_ID}
    />
  );
}
