// The site's theme: the default Rspress theme, with our own components in its place where
// the default falls short. Later exports override the names re-exported by `export *`.
export * from '@rspress/core/theme-original';
export { useActiveAnchor } from './activeAnchor.ts';
export { SwitchAppearance } from './components/AppearanceMenu/index.tsx';
export { EditLink } from './components/EditLink/index.tsx';
export { Link } from './components/Link/index.tsx';
export { LlmsViewOptions } from './components/LlmsViewOptions/index.tsx';
export { Search } from './components/Search/index.tsx';
export { NavHamburger } from './components/SiteMenu/index.tsx';
export { SocialLinks } from './components/SocialLinks/index.tsx';
export { getCopyableText } from './copyableText.ts';
export { Layout } from './Layout.tsx';
export { DocLayout } from './layouts/DocLayout.tsx';
export { HomeLayout } from './layouts/HomeLayout.tsx';
export { NotFoundLayout } from './layouts/NotFoundLayout.tsx';
