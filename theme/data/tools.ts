import type { Lang, Localized } from '../../common/site.ts';

/** A link of the ecosystem menu: its description and page in each language. */
export interface ToolLink {
  name: string;
  /** One-line description, per language. */
  desc: Localized;
  /** Root-relative URL of the logo, an SVG of ours in docs/public/tools/. */
  logo: string;
  /** Scale factor applied to the logo when its drawing looks bigger or smaller than the others. */
  logoScale?: number;
  /** The tool's site, per language (the same URL where it has one page for all). */
  url: Localized;
}

/** A card of the tool stack on the home page, in one language. */
export interface LandingCard {
  name: string;
  desc: string;
  logo: string;
  logoScale?: number;
  url: string;
  /** The text of the card's link: the host name of the tool's site. */
  urlText: string;
}

/** The code-hosting page of the organisation behind the tools: the popover's header link. */
export const ORGANISATION_URL = 'https://github.com/web-infra-dev';

/** The six tools, in this order: bundler, build tool, site generator, library tool, build analyzer, test framework. */
export const TOOLS: readonly ToolLink[] = [
  {
    name: 'Rspack',
    desc: {
      en: 'A fast JavaScript bundler written in Rust',
      zh: '基于 Rust 编写的高性能 JavaScript 打包工具',
    },
    logo: '/tools/rspack.svg',
    url: { en: 'https://rspack.rs/', zh: 'https://rspack.rs/zh/' },
  },
  {
    name: 'Rsbuild',
    desc: {
      en: 'A build tool powered by Rspack',
      zh: '由 Rspack 驱动的构建工具',
    },
    logo: '/tools/rsbuild.svg',
    url: { en: 'https://rsbuild.rs/', zh: 'https://rsbuild.rs/zh/' },
  },
  {
    name: 'Rspress',
    desc: {
      en: 'A static site generator based on Rsbuild',
      zh: '基于 Rsbuild 的静态站点生成器',
    },
    logo: '/tools/rspress.svg',
    url: { en: 'https://rspress.rs/', zh: 'https://rspress.rs/zh/' },
  },
  {
    name: 'Rslib',
    desc: {
      en: 'A tool for building libraries, based on Rsbuild',
      zh: '基于 Rsbuild 的库开发工具',
    },
    logo: '/tools/rslib.svg',
    url: { en: 'https://rslib.rs/', zh: 'https://rslib.rs/zh/' },
  },
  {
    name: 'Rsdoctor',
    desc: {
      en: 'A build analyzer for Rspack and webpack',
      zh: '面向 Rspack 和 webpack 的构建分析工具',
    },
    logo: '/tools/rsdoctor.svg',
    logoScale: 0.92,
    url: { en: 'https://rsdoctor.rs/', zh: 'https://rsdoctor.rs/zh/' },
  },
  {
    name: 'Rstest',
    desc: {
      en: 'A test framework powered by Rspack',
      zh: '由 Rspack 驱动的测试框架',
    },
    logo: '/tools/rstest.svg',
    url: { en: 'https://rstest.rs/', zh: 'https://rstest.rs/zh/' },
  },
];

/** The curated list of the ecosystem: the seventh link of the popover. */
export const CURATED_LIST: ToolLink = {
  name: 'Awesome Rstack',
  desc: {
    en: 'A curated list of resources for the Rstack ecosystem',
    zh: 'Rstack 生态的精选资源列表',
  },
  logo: '/tools/awesome-rstack.svg',
  logoScale: 0.9,
  url: {
    en: 'https://github.com/web-infra-dev/awesome-rstack',
    zh: 'https://github.com/web-infra-dev/awesome-rstack',
  },
};

/** The seven links of the ecosystem menu: the six tools, then the curated list. */
export const ECOSYSTEM_LINKS: readonly ToolLink[] = [...TOOLS, CURATED_LIST];

/** A tool link's description and URL in one language. */
export function localizeToolLink(link: ToolLink, lang: Lang): { desc: string; url: string } {
  return { desc: link.desc[lang], url: link.url[lang] };
}

/** The six cards of the home page's tool stack, in one language. */
export function landingCards(lang: Lang): LandingCard[] {
  return TOOLS.map((tool) => {
    const { desc, url } = localizeToolLink(tool, lang);
    return {
      name: tool.name,
      desc,
      logo: tool.logo,
      ...(tool.logoScale === undefined ? {} : { logoScale: tool.logoScale }),
      url,
      urlText: new URL(url).host,
    };
  });
}
