import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button, Link, renderHtmlOrText } from '@rspress/core/theme-original';
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import type { ReactNode } from 'react';

interface HomeHeroProps {
  beforeHeroActions?: ReactNode;
  afterHeroActions?: ReactNode;
  image?: ReactNode;
}

/** `srcset` and `sizes` as the default theme takes them: a string or a list joined with commas. */
function joined(field: string | string[] | undefined): string | undefined {
  return (Array.isArray(field) ? field : [field]).filter(Boolean).join(', ') || undefined;
}

/**
 * The home page hero of the default theme, with the name and text in the page's one `<h1>`
 * (the default theme renders them in `<div>`s, leaving the home page without a heading). Like the
 * default, it shows `hero.badge` and passes the image's `srcset` and `sizes` on.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions, image }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter.hero ?? {};
  const lines = (hero.text ?? '').split('\n').filter(Boolean);
  const src = hero.image?.src;
  const imageSrc = typeof src === 'string' ? { light: src, dark: src } : src;

  return (
    <div className={`rp-home-hero${hero.image || image ? '' : ' rp-home-hero--no-image'}`}>
      <div className="rp-home-hero__container">
        {hero.badge &&
          (typeof hero.badge === 'string' ? (
            <div className="rp-home-hero__badge">{hero.badge}</div>
          ) : hero.badge.link ? (
            <Link href={hero.badge.link} className="rp-home-hero__badge">
              {hero.badge.text}
            </Link>
          ) : (
            <div className="rp-home-hero__badge">{hero.badge.text}</div>
          ))}
        <h1 className="rp-home-hero__content">
          <span className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name ?? '')} />
          </span>
          {lines.map((line) => (
            <span
              key={line}
              className="rp-home-hero__subtitle"
              style={{ display: 'block' }}
              {...renderHtmlOrText(line)}
            />
          ))}
        </h1>
        {hero.tagline && (
          <p className="rp-home-hero__tagline" {...renderHtmlOrText(hero.tagline)} />
        )}
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button
              key={action.link}
              type="a"
              href={action.link}
              theme={action.theme}
              className="rp-home-hero__action"
              {...renderHtmlOrText(action.text)}
            />
          ))}
        </div>
        {afterHeroActions}
      </div>
      {image ? (
        <div className="rp-home-hero__image">{image}</div>
      ) : (
        imageSrc && (
          <div className="rp-home-hero__image">
            {(imageSrc.light === imageSrc.dark ? [null] : (['light', 'dark'] as const)).map(
              (mode) => (
                <img
                  key={mode ?? 'both'}
                  src={normalizeImagePath(mode ? imageSrc[mode] : imageSrc.light)}
                  alt={hero.image?.alt ?? ''}
                  srcSet={joined(hero.image?.srcset)}
                  sizes={joined(hero.image?.sizes)}
                  width={375}
                  height={375}
                  className={`rp-home-hero__image-img${mode ? ` rp-home-hero__image-img--${mode}` : ''}`}
                />
              ),
            )}
          </div>
        )
      )}
    </div>
  );
}
