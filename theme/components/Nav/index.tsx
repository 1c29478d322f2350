import {
  NavLangs,
  NavMenu,
  NavMenuDivider,
  NavVersions,
} from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useNav, useSite } from '@rspress/core/runtime';
import {
  NavHamburger,
  type NavProps,
  NavTitle,
  Search,
  SocialLinks,
  SwitchAppearance,
} from '@rspress/core/theme';
import '@rspress/core/dist/theme/components/Nav/index.css';
import './index.css';

/**
 * The default navbar of Rspress 2.0.22 with one change: the language and version menus are list
 * items (`<li>`), and the default puts them straight into a `<div>`, so screen readers announce
 * stray list items. Here they sit in a list of their own.
 */
export function Nav(props: NavProps) {
  const {
    beforeNavTitle,
    afterNavTitle,
    beforeNavMenu,
    afterNavMenu,
    navTitle,
    beforeLeftNavItems,
    afterLeftNavItems,
    beforeRightNavItems,
    afterRightNavItems,
  } = props;
  const navList = useNav();
  const { site } = useSite();
  // The default's isDarkModeSwitchEnabled(): the switch shows unless the appearance is forced.
  const { darkMode } = site.themeConfig;
  const hasAppearanceSwitch = darkMode !== false && !String(darkMode ?? '').startsWith('force-');
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {beforeNavTitle}
        {navTitle ?? <NavTitle />}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={beforeLeftNavItems}
          afterNavItems={afterLeftNavItems}
        />
        {afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {beforeNavMenu}
        <Search />
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={beforeRightNavItems}
          afterNavItems={afterRightNavItems}
        />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <ul className="rp-nav-menu rp-nav__menus">
            <NavLangs />
            <NavVersions />
          </ul>
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={beforeLeftNavItems}
          afterLeftNavItems={afterLeftNavItems}
          beforeRightNavItems={beforeRightNavItems}
          afterRightNavItems={afterRightNavItems}
        />
        {afterNavMenu}
      </div>
    </header>
  );
}
