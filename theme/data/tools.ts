import type { Lang } from '../lang.ts';

/**
 * A link of the ecosystem menu (SPEC §3 "Tool link entry"). `desc` is Chinese and `descEn` English;
 * `url` is the Chinese page and `urlEn`, when the English page differs, the English one.
 */
export interface ToolLink {
  name: string;
  /** One-line description in Chinese. */
  desc: string;
  /** One-line description in English. */
  descEn: string;
  /** Root-relative URL of the logo, an SVG of ours in docs/public/tools/. */
  logo: string;
  /** Scale factor applied to the logo when its drawing looks bigger or smaller than the others. */
  logoScale?: number;
  url: string;
  urlEn?: string;
}

/** A card of the tool stack on the home page (SPEC §3 "Landing card entry"), in one language. */
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

/** The six tools, in the order of SPEC §1: bundler, build tool, site generator, library tool, build analyzer, test framework. */
export const TOOLS: readonly ToolLink[] = [
  {
    name: 'Rspack',
    desc: '基于 Rust 编写的高性能 JavaScript 打包工具',
    descEn: 'A fast JavaScript bundler written in Rust',
    logo: '/tools/rspack.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  {
    name: 'Rsbuild',
    desc: '由 Rspack 驱动的构建工具',
    descEn: 'A build tool powered by Rspack',
    logo: '/tools/rsbuild.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 的静态站点生成器',
    descEn: 'A static site generator based on Rsbuild',
    logo: '/tools/rspress.svg',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  {
    name: 'Rslib',
    desc: '基于 Rsbuild 的库开发工具',
    descEn: 'A tool for building libraries, based on Rsbuild',
    logo: '/tools/rslib.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  {
    name: 'Rsdoctor',
    desc: '面向 Rspack 和 webpack 的构建分析工具',
    descEn: 'A build analyzer for Rspack and webpack',
    logo: '/tools/rsdoctor.svg',
    logoScale: 0.92,
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  {
    name: 'Rstest',
    desc: '由 Rspack 驱动的测试框架',
    descEn: 'A test framework powered by Rspack',
    logo: '/tools/rstest.svg',
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
  },
];

/** The curated list of the ecosystem: the seventh link of the popover. */
export const CURATED_LIST: ToolLink = {
  name: 'Awesome Rstack',
  desc: 'Rstack 生态的精选资源列表',
  descEn: 'A curated list of resources for the Rstack ecosystem',
  logo: '/tools/awesome-rstack.svg',
  logoScale: 0.9,
  url: 'https://github.com/web-infra-dev/awesome-rstack',
};

/** The seven links of the ecosystem menu: the six tools, then the curated list. */
export const ECOSYSTEM_LINKS: readonly ToolLink[] = [...TOOLS, CURATED_LIST];

/** A tool link's description and URL in one language. */
export function localizeToolLink(link: ToolLink, lang: Lang): { desc: string; url: string } {
  return lang === 'zh'
    ? { desc: link.desc, url: link.url }
    : { desc: link.descEn, url: link.urlEn ?? link.url };
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
