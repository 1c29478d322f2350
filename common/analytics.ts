/**
 * Where the pages send search analytics and page feedback, on their own origin: the site server
 * stores them (server/analytics/routes.ts), `rspress dev` answers them with 204 and stores
 * nothing (search/indexing/devMiddleware.ts). Browser-safe: the theme reads it too.
 */

/** Algolia's Insights API, where `search-insights` posts when its host is the page's origin. */
export const EVENTS_PATH = '/1/events';

/** "Was this page helpful?" answers (theme/components/PageFeedback). */
export const FEEDBACK_PATH = '/api/feedback';
