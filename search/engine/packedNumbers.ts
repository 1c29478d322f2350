/**
 * Lists of small non-negative integers as text for the index file: each number as a variable-length
 * quantity (7 bits a byte, LEB128), the bytes in base64. The term index's postings are mostly small
 * gaps between record numbers and attribute numbers: about one byte each instead of two to six
 * characters of a JSON array, and decoding is one pass over bytes instead of parsing numbers.
 * Runs in Node and in browsers alike (`btoa`/`atob`).
 */

/** Bytes per `String.fromCharCode` call: far below any engine's argument limit. */
const CHUNK = 0x8000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encodes integers in [0, 2^32). */
export function packNumbers(values: ArrayLike<number>): string {
  const bytes = new Uint8Array(values.length * 5);
  let at = 0;
  for (let i = 0; i < values.length; i++) {
    let value = values[i] as number;
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
      throw new RangeError(`Cannot pack ${value}: integers from 0 to 2^32 - 1 only.`);
    }
    while (value >= 0x80) {
      bytes[at++] = (value & 0x7f) | 0x80;
      value = Math.floor(value / 0x80);
    }
    bytes[at++] = value;
  }
  return toBase64(bytes.subarray(0, at));
}

/** Decodes what `packNumbers` wrote; `count` is how many numbers it holds. */
export function unpackNumbers(text: string, count: number): Uint32Array {
  const bytes = fromBase64(text);
  const values = new Uint32Array(count);
  let at = 0;
  for (let i = 0; i < count; i++) {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (at >= bytes.length) throw new RangeError('Packed numbers end before their count.');
      const byte = bytes[at++] as number;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) break;
      scale *= 0x80;
    }
    values[i] = value;
  }
  if (at !== bytes.length) throw new RangeError('Packed numbers hold more than their count.');
  return values;
}
