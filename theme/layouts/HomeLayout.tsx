import { useFrontmatter } from '@rspress/core/runtime';
import { HomeLayout as BaseHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { usePageLang } from '../hooks.ts';
import { t } from '../i18n.ts';
import type { Lang } from '../lang.ts';
import { MAIN_CONTENT_ID } from './mainContent.ts';
import './home.css';

interface HomeFrontmatter {
  hero?: {
    name?: string;
    text?: string;
    tagline?: string;
    actions?: { text: string; link: string }[];
  };
  features?: { title: string; details: string; link?: string }[];
}

/**
 * The home page as Markdown (its twin, `index.md`): the hero, its links and the features as a list
 * of titles and details. The default writes each feature's icon before its title, which in
 * Markdown is the image's path as text (`- /icons/features/fast.svg **Blazing fast builds**`).
 */
export function homeMarkdown(frontmatter: HomeFrontmatter, lang: Lang): string {
  const { hero, features = [] } = frontmatter;
  const colon = lang === 'zh' ? '：' : ': ';
  const blocks: string[] = [];
  if (hero?.name) blocks.push(`# ${hero.name}`);
  if (hero?.text) blocks.push(hero.text.split('\n').join(' '));
  if (hero?.tagline) blocks.push(`> ${hero.tagline}`);
  if (hero?.actions?.length) {
    blocks.push(hero.actions.map(({ text, link }) => `[${text}](${link})`).join(' | '));
  }
  if (features.length > 0) {
    blocks.push(`## ${t('home.features', lang)}`);
    blocks.push(
      features
        .map(({ title, details, link }) => {
          const name = link ? `[**${title}**](${link})` : `**${title}**`;
          return `- ${name}${colon}${details}`;
        })
        .join('\n'),
    );
  }
  return `${blocks.join('\n\n')}\n`;
}

/**
 * The default home layout inside a main region: the default leaves the hero and the features
 * outside of any landmark, where screen-reader users navigating by region never find them, and
 * gives the skip link no target. Its Markdown twin is `homeMarkdown`.
 */
export function HomeLayout(props: ComponentProps<typeof BaseHomeLayout>) {
  const lang = usePageLang();
  const { frontmatter } = useFrontmatter();
  if (import.meta.env.SSG_MD) return <>{homeMarkdown(frontmatter as HomeFrontmatter, lang)}</>;
  return (
    <main id={MAIN_CONTENT_ID} className="rp-home-main">
      <BaseHomeLayout {...props} />
    </main>
  );
}
