import { landingCards } from '../../data/tools.ts';
import { usePageLang } from '../../hooks.ts';
import { t } from '../../i18n.ts';
import type { Lang } from '../../lang.ts';
import { ToolCard } from '../ToolCard.tsx';

export interface ToolStackProps {
  /** The language of the block; without it, the language of the page's path. */
  lang?: Lang;
}

/**
 * The promotional block of the home page, after its features: a title, a tagline and a card for each of
 * the six tools. It is rendered on the server, so the cards and their links are in the HTML.
 */
export function ToolStack({ lang }: ToolStackProps) {
  const pageLang = usePageLang(lang);
  const cards = landingCards(pageLang);
  const newTab = t('opensInNewTab', pageLang);

  return (
    <section className="rp-tool-stack" aria-labelledby="rp-tool-stack-title">
      <h2 id="rp-tool-stack-title" className="rp-tool-stack__title">
        {t('toolStack.title', pageLang)}
      </h2>
      <p className="rp-tool-stack__tagline">{t('toolStack.tagline', pageLang)}</p>
      <ul className="rp-tool-stack__grid">
        {cards.map((card) => (
          <li key={card.name} className="rp-tool-stack__item">
            <ToolCard
              block="rp-tool-stack"
              name={card.name}
              desc={card.desc}
              url={card.url}
              logo={card.logo}
              logoScale={card.logoScale}
              logoSize={48}
              newTab={newTab}
              linkText={card.urlText}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
