import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** A fingerprint of the pages under `root` (paths and modification times), cheap to recompute. */
export function sourceSignature(root: string): string {
  const parts: string[] = [];
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.mdx?$/.test(file)) continue;
    parts.push(`${file}:${statSync(path.join(root, file)).mtimeMs}`);
  }
  return parts.sort().join('\n');
}
