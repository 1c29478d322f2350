import { initPageData, useNavigate, warmPageData } from '@rspress/core/runtime';
import { useCallback } from 'react';

/**
 * Opens an address of the site with a query string inside the single-page app. Rspress's own link
 * navigation (`useLinkNavigate`) reads the whole address through `decodeURIComponent`, which would
 * undo the query's encoding (`q=a%26b` would become `q=a&b`, `C%2B%2B` a `C  `): the page's data is
 * loaded first as Rspress does, then the router is given the path and the query apart.
 */
export function useQueryNavigate(): (href: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (href: string) => {
      const url = new URL(href, window.location.href);
      if (url.pathname !== window.location.pathname) {
        warmPageData(url.pathname, await initPageData(url.pathname));
      }
      navigate({ pathname: url.pathname, search: url.search, hash: url.hash });
    },
    [navigate],
  );
}
