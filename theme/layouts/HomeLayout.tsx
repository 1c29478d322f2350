import { HomeLayout as BaseHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { MAIN_CONTENT_ID } from './mainContent.ts';
import './home.css';

/**
 * The default home layout inside a main region: the default leaves the hero and the features
 * outside of any landmark, where screen-reader users navigating by region never find them, and
 * gives the skip link no target.
 */
export function HomeLayout(props: ComponentProps<typeof BaseHomeLayout>) {
  if (import.meta.env.SSG_MD) return <BaseHomeLayout {...props} />;
  return (
    <main id={MAIN_CONTENT_ID} className="rp-home-main">
      <BaseHomeLayout {...props} />
    </main>
  );
}
