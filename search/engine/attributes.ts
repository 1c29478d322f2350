import { LEVELS, type SearchRecord } from '../types.ts';

/**
 * Searchable attributes in ranking order: the page title, the headings by level, the text, and
 * last the sidebar group (lvl0), which only gives context. The term index numbers a posting's
 * attribute by its place here; the `attribute` criterion ranks by that number.
 */
export const ATTRIBUTES = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
  'lvl0',
] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** The place of the last heading (lvl6) in ATTRIBUTES: after it come the text and lvl0. */
export const LAST_HEADING = ATTRIBUTES.indexOf('lvl6');

export function attributeValue(record: SearchRecord, attribute: Attribute): string | null {
  return attribute === 'content' ? record.content : record.hierarchy[attribute];
}

const HEADING_LEVELS = LEVELS.slice(1);

/** A record's page title and headings, from the title down. */
export function headingsOf(record: SearchRecord): string[] {
  const headings: string[] = [];
  for (const level of HEADING_LEVELS) {
    const text = record.hierarchy[level];
    if (text) headings.push(text);
  }
  return headings;
}
