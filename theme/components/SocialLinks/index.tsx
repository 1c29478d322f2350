import type { SocialLink } from '@rspress/core';
import { useSite } from '@rspress/core/runtime';
import { SocialLinks as BaseSocialLinks } from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/components/SocialLinks/index.css';
import icons from 'virtual-social-links';
import { usePageLang } from '../../hooks.ts';
import { t } from '../../i18n.ts';
import { socialLinkName } from './names.ts';
import '../shared.css';

/**
 * The navbar's social links with a name: the default renders each as an icon alone, so a screen
 * reader only says "link". Each link here says where it goes and that it opens a new tab. Links
 * of the other modes (text, image, HTML on hover) are left to the default component.
 */
export function SocialLinks({ socialLinks: fromProps }: { socialLinks?: SocialLink[] }) {
  const { site } = useSite();
  const lang = usePageLang();
  const links = site.themeConfig.socialLinks ?? fromProps ?? [];
  if (links.some((link) => (link.mode ?? 'link') !== 'link') || links.length > 5) {
    return <BaseSocialLinks socialLinks={fromProps} />;
  }
  if (links.length === 0) return null;
  return (
    <div className="rp-social-links">
      {links.map((link) => (
        <a
          key={link.content}
          href={link.content}
          target="_blank"
          rel="noopener noreferrer"
          className="rp-social-links__item"
        >
          <div
            className="rp-social-links__icon"
            aria-hidden="true"
            // The icons are the default theme's own SVG markup for the configured names.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time SVG from the site config
            dangerouslySetInnerHTML={{
              __html: typeof link.icon === 'string' ? (icons[link.icon] ?? '') : link.icon.svg,
            }}
          />
          <span className="rp-visually-hidden">
            {`${socialLinkName(link)} ${t('opensInNewTab', lang)}`}
          </span>
        </a>
      ))}
    </div>
  );
}
