/** Whether a path is a home page's: `/` or `/zh/`, also as `index` or `index.html`. */
export const isHomePath = (pathname: string): boolean =>
  /^\/(?:zh\/)?(?:index(?:\.html)?)?$/.test(pathname);
