/** The id of every page's main region: the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';
