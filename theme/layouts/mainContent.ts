/** The id of every page's main region: the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * For `<head>`: the browser paints nothing until the main region's opening tag has been parsed.
 * Without it, a first paint of a half-parsed page (the parser yields when it runs long, e.g. on a
 * busy machine) can show the navbar with only part of its right side, which then jumps left when
 * the rest arrives — a layout shift. Everything above the main region is small, so the wait is
 * the time it takes to parse the navbar (and sidebar), not a network round trip.
 */
export const FIRST_PAINT_HEAD = `<link rel="expect" href="#${MAIN_CONTENT_ID}" blocking="render">`;
