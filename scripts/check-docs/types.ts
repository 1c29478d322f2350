/** One problem the docs check found: the file it is in and what is wrong. */
export interface Problem {
  /** Path relative to the project root, e.g. `docs/zh/guide/basic/ssg.mdx`. */
  file: string;
  message: string;
}
