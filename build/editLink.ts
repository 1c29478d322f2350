import path from 'node:path';
import hostedGitInfo from 'hosted-git-info';

/** The `repository` field of package.json: a URL or shorthand, or an object with one. */
export type PackageRepository = string | { type?: string; url: string; directory?: string };

export interface EditLinkSource {
  /** The `repository` field of package.json. */
  repository: PackageRepository | undefined;
  /** A repository URL that replaces package.json's (`SITE_REPOSITORY.url` of common/site.ts). */
  url: string | null;
  /** The branch the links open. */
  branch: string;
  /** The docs folder, relative to the folder of package.json (`docs`). */
  docsDir: string;
}

/**
 * `themeConfig.editLink.docRepoBaseUrl`: the docs folder on the branch in the repository's web
 * editor, to which Rspress appends `/<lang>/<page>.md(x)`. The folder is under the `directory` of
 * package.json's `repository` when the site lives in a subfolder of its repository. Hosts whose
 * editor takes the path elsewhere than at the end (Bitbucket, SourceHut) get their file view.
 */
export function docRepoBaseUrl({ repository, url, branch, docsDir }: EditLinkSource): string {
  const source = url ?? (typeof repository === 'string' ? repository : repository?.url);
  if (!source) {
    throw new Error(
      'The edit links need a repository: set "repository" in package.json (or SITE_REPOSITORY.url in common/site.ts)',
    );
  }
  const host = hostedGitInfo.fromUrl(source);
  if (typeof host !== 'object') {
    throw new Error(
      `The edit links need a GitHub, GitLab, Bitbucket or SourceHut repository, got "${source}"`,
    );
  }
  const subfolder = url === null && typeof repository === 'object' ? repository.directory : '';
  const dir = path.posix.join(subfolder ?? '', docsDir).replace(/^\.?\/+|\/+$/g, '');
  const options = { committish: branch };
  const edit = host.edit(dir, options);
  return edit?.endsWith(`/${dir}`) ? edit : host.browse(dir, options);
}
