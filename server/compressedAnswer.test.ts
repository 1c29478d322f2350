import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedAnswer, MIN_COMPRESSED_BYTES } from './compressedAnswer.ts';

const answer = () =>
  Buffer.from(
    JSON.stringify({
      results: [
        {
          hits: Array.from({ length: 20 }, (_, i) => ({
            title: `Sidebar ${i}`,
            content: 'The sidebar of the guide',
          })),
        },
      ],
    }),
  );

describe('compressedAnswer', () => {
  it("sends brotli to browsers (Chromium's Accept-Encoding) and gzip to gzip-only clients", () => {
    const json = answer();
    const browser = compressedAnswer(json, 'gzip, deflate, br, zstd');
    expect(browser.encoding).toBe('br');
    expect(brotliDecompressSync(browser.body).equals(json)).toBe(true);
    expect(browser.body.length).toBeLessThan(json.length / 3);
    const gzip = compressedAnswer(json, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(json)).toBe(true);
  });

  it('sends the JSON as it is when no encoding is accepted or the answer is small', () => {
    const json = answer();
    expect(compressedAnswer(json, undefined)).toEqual({ body: json });
    expect(compressedAnswer(json, 'identity')).toEqual({ body: json });
    expect(compressedAnswer(json, 'br;q=0, gzip;q=0')).toEqual({ body: json });
    const small = Buffer.from(JSON.stringify({ message: 'Not found', status: 404 }));
    expect(small.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(compressedAnswer(small, 'br')).toEqual({ body: small });
  });

  it('honours the client preference', () => {
    expect(compressedAnswer(answer(), 'br;q=0.5, gzip').encoding).toBe('gzip');
  });

  it('compresses the same answer once', () => {
    const json = answer();
    const first = compressedAnswer(json, 'br').body;
    expect(compressedAnswer(json, 'br').body).toBe(first);
    // An equal answer that is not the same buffer (not from the cache) is compressed anew.
    expect(compressedAnswer(Buffer.from(json), 'br').body).not.toBe(first);
  });
});
