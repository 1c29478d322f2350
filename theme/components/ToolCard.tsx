import { normalizeImagePath } from '@rspress/core/runtime';

interface ToolLogoProps {
  src: string;
  size: number;
  /** The tool's `logoScale`: drawn this much bigger or smaller inside the same box. */
  scale?: number | undefined;
  className?: string;
}

/**
 * A tool's logo. It is decorative (the tool's name is always next to it), has a fixed box so
 * nothing moves when it loads, and honours the data's `logoScale`.
 */
function ToolLogo({ src, size, scale, className }: ToolLogoProps) {
  return (
    <img
      className={className}
      src={normalizeImagePath(src)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={scale !== undefined && scale !== 1 ? { transform: `scale(${scale})` } : undefined}
    />
  );
}

/** After the text of a link that opens a new tab: an arrow to see, the words to hear. */
export function NewTabMark({ newTab }: { newTab: string }) {
  return (
    <>
      <span aria-hidden="true"> ↗</span>
      <span className="rp-visually-hidden"> {newTab}</span>
    </>
  );
}

export interface ToolCardProps {
  /**
   * The class name of the block the card is in (`rp-tool-stack`, `rp-ecosystem`); its parts are
   * `__card` (the link), `__logo`, `__body`, `__name`, `__desc` and `__link-text`.
   */
  block: string;
  name: string;
  desc: string;
  url: string;
  logo: string;
  logoScale?: number | undefined;
  /** The logo's box, in pixels. */
  logoSize: number;
  /** "opens in a new tab", in the page's language: screen readers hear it after the card. */
  newTab: string;
  /** A visible line under the description (the tool stack's host name), marked with an arrow. */
  linkText?: string;
}

/**
 * A tool's card: a link to its site, in a new tab, with its logo, name and one-line description.
 * The home page's tool stack and the navbar's ecosystem menu both draw their tools with it.
 */
export function ToolCard({
  block,
  name,
  desc,
  url,
  logo,
  logoScale,
  logoSize,
  newTab,
  linkText,
}: ToolCardProps) {
  return (
    <a className={`${block}__card`} href={url} target="_blank" rel="noopener noreferrer">
      <ToolLogo className={`${block}__logo`} src={logo} size={logoSize} scale={logoScale} />
      <span className={`${block}__body`}>
        <span className={`${block}__name`}>{name}</span>
        <span className={`${block}__desc`}>{desc}</span>
        {linkText !== undefined && (
          <span className={`${block}__link-text`}>
            {linkText}
            <NewTabMark newTab={newTab} />
          </span>
        )}
      </span>
      {linkText === undefined && <span className="rp-visually-hidden"> {newTab}</span>}
    </a>
  );
}
