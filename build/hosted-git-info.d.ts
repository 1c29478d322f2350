// The part of hosted-git-info 9 (npm's parser of repository URLs) that build/editLink.ts uses; the
// package ships no types, and @types/hosted-git-info describes an older version without `edit`.
declare module 'hosted-git-info' {
  interface FillOptions {
    committish?: string;
  }
  interface GitHost {
    type: string;
    /** The URL of the host's web editor for `path`, or `null` when the host has none. */
    edit(path: string, options?: FillOptions): string | null;
    /** The URL of `path` in the host's web view of the repository; without one, of the repository. */
    browse(path?: string, options?: FillOptions): string;
  }
  /** The repository a URL or shorthand names, or `undefined` (or the URL itself) for an unknown host. */
  function fromUrl(url: string): GitHost | string | undefined;
  const hostedGitInfo: { fromUrl: typeof fromUrl };
  export default hostedGitInfo;
}
