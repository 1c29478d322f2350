/** Adding Shiki transformers to a site's config, for the plugins that bring their own. */
import type { RspressPlugin } from '@rspress/core';

type SiteConfig = Parameters<NonNullable<RspressPlugin['config']>>[0];
type ShikiTransformers = NonNullable<
  NonNullable<NonNullable<SiteConfig['markdown']>['shiki']>['transformers']
>;

/** `config` with Shiki transformers added before and after the ones it lists. */
export function withShikiTransformers(
  config: SiteConfig,
  { before = [], after = [] }: { before?: ShikiTransformers; after?: ShikiTransformers },
): SiteConfig {
  const shiki = config.markdown?.shiki ?? {};
  return {
    ...config,
    markdown: {
      ...config.markdown,
      shiki: { ...shiki, transformers: [...before, ...(shiki.transformers ?? []), ...after] },
    },
  };
}
