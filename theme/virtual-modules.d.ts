// Modules Rspress generates at build time and our theme imports.
declare module 'virtual-social-links' {
  /** The SVG markup of the social icons named in the site config, by icon name. */
  const icons: Record<string, string>;
  export default icons;
}
