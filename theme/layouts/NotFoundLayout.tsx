import { NotFoundLayout as BaseNotFoundLayout } from '@rspress/core/theme-original';
import { NotFoundSuggestions } from '../components/NotFoundSuggestions/index.tsx';
import { MAIN_CONTENT_ID } from './mainContent.ts';

/**
 * The default "page not found" layout inside the page's main region (the default has none, so the
 * skip link led nowhere and screen-reader users navigating by region found no content), followed
 * by the pages closest to the address asked for. (Its home link is named by its visible text in
 * the page's language: patches/@rspress+core+2.0.22.patch removes the English-only label the
 * default gives it.)
 */
export function NotFoundLayout() {
  return (
    <main id={MAIN_CONTENT_ID}>
      <BaseNotFoundLayout />
      <NotFoundSuggestions />
    </main>
  );
}
