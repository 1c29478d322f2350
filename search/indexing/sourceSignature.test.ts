import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceSignature } from './sourceSignature.ts';

const root = mkdtempSync(path.join(tmpdir(), 'signature-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the signature of the pages', () => {
  it('changes when a page is edited or added, not when other files are', () => {
    writeFileSync(path.join(root, 'a.md'), '# A');
    const first = sourceSignature(root);
    writeFileSync(path.join(root, 'notes.txt'), 'x');
    expect(sourceSignature(root)).toBe(first);
    utimesSync(path.join(root, 'a.md'), new Date(), new Date(Date.now() + 5000));
    const edited = sourceSignature(root);
    expect(edited).not.toBe(first);
    writeFileSync(path.join(root, 'b.mdx'), '# B');
    expect(sourceSignature(root)).not.toBe(edited);
  });
});
