import type { SocialLink } from '@rspress/core';
import { useSite } from '@rspress/core/runtime';
import { SocialLinks as BaseSocialLinks } from '@rspress/core/theme-original';
import { usePageLang } from '../../hooks.ts';
import { t } from '../../i18n.ts';
import { socialLinkName } from './names.ts';

/**
 * The navbar's social links, each named: the default renders them as icons alone, so a screen
 * reader only says "link". Each link here says, in the page's language, where it goes and that it
 * opens a new tab (`ariaLabel`, which patches/@rspress+core+2.0.22.patch teaches the default).
 */
export function SocialLinks({ socialLinks }: { socialLinks?: SocialLink[] }) {
  const { site } = useSite();
  const lang = usePageLang();
  const links = socialLinks ?? site.themeConfig.socialLinks ?? [];
  return (
    <BaseSocialLinks
      socialLinks={links.map((link) => ({
        ...link,
        ariaLabel: `${socialLinkName(link)} ${t('opensInNewTab', lang)}`,
      }))}
    />
  );
}
