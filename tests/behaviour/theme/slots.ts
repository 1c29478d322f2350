/**
 * The slots of the default theme's `Layout`, by the part of the page they sit in, as the slot
 * reference of Custom theme lists them (`navTitle` replaces the logo and title rather than adding
 * beside them).
 */
export const NAV_SLOTS = [
  'beforeNav',
  'beforeNavTitle',
  'navTitle',
  'beforeLeftNavItems',
  'afterLeftNavItems',
  'afterNavTitle',
  'beforeNavMenu',
  'beforeRightNavItems',
  'afterRightNavItems',
  'afterNavMenu',
  'afterNav',
];
export const DOC_SLOTS = [
  'beforeDoc',
  'beforeSidebar',
  'afterSidebar',
  'beforeDocContent',
  'afterDocContent',
  'beforeDocFooter',
  'afterDocFooter',
  'beforeOutline',
  'afterOutline',
  'afterDoc',
];
export const HOME_SLOTS = ['beforeHero', 'afterHero', 'beforeFeatures', 'afterFeatures'];
