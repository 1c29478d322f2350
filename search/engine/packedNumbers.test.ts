import { describe, expect, it } from 'vitest';
import { packNumbers, unpackNumbers } from './packedNumbers.ts';

describe('packed numbers', () => {
  it('give back the numbers they were given, at every byte length', () => {
    const values = [0, 1, 127, 128, 255, 300, 16_383, 16_384, 2_097_151, 2_097_152, 0xffffffff];
    expect(Array.from(unpackNumbers(packNumbers(values), values.length))).toEqual(values);
  });

  it('take one byte for a number below 128', () => {
    const small = Array.from({ length: 1000 }, (_, i) => i % 128);
    expect(atob(packNumbers(small)).length).toBe(1000);
  });

  it('give back long lists (more bytes than one conversion chunk)', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 70_000);
    expect(Array.from(unpackNumbers(packNumbers(values), values.length))).toEqual(values);
  });

  it('refuse what they cannot hold, and text that does not match its count', () => {
    expect(() => packNumbers([-1])).toThrow(RangeError);
    expect(() => packNumbers([1.5])).toThrow(RangeError);
    expect(() => packNumbers([2 ** 32])).toThrow(RangeError);
    const packed = packNumbers([1, 2, 300]);
    expect(() => unpackNumbers(packed, 4)).toThrow(/before their count/);
    expect(() => unpackNumbers(packed, 2)).toThrow(/more than their count/);
  });
});
