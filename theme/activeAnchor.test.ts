import { describe, expect, it } from 'vitest';
import { sectionAt } from './activeAnchor.ts';

describe('sectionAt', () => {
  const line = 108;

  it('is the last heading that has reached the line', () => {
    expect(sectionAt([-500, 100, 600, 1200], line)).toBe(1);
    expect(sectionAt([-500, -20, 600, 1200], line)).toBe(1);
  });

  it('does not take a heading that is only in view further down', () => {
    expect(sectionAt([-500, 300, 600], line)).toBe(0);
  });

  it('is none before the first heading', () => {
    expect(sectionAt([400, 900], line)).toBe(-1);
    expect(sectionAt([], line)).toBe(-1);
  });

  it('skips headings missing from the page', () => {
    expect(sectionAt([-500, Number.POSITIVE_INFINITY, 50], line)).toBe(2);
  });

  it('at the end of the page, takes the last heading in view', () => {
    expect(sectionAt([-500, 100, 500, 700, 1200], line, 900)).toBe(3);
    expect(sectionAt([-500, 100, 950], line, 900)).toBe(1);
  });
});
