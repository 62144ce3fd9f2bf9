import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { isAdmin, LanguageSwitch, Logo, useCurrentUser } from '@tyre/web-kit';
import { brand } from '../../../config/brand';
import { AccountMenu } from './account-menu';
import { useText } from '../../../messages/dictionary';

const links = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/about', label: 'nav.about' },
  { to: '/products', label: 'nav.products' },
  { to: '/news', label: 'nav.news' },
  { to: '/dealer', label: 'nav.dealership' },
  { to: '/contact', label: 'nav.contact' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'nav-link nav-link--active' : 'nav-link';

/** The public navigation bar; collapses behind a toggle below the large breakpoint. */
export function NavBar({ cart }: { cart: ReactNode }) {
  const user = useCurrentUser();
  const t = useText();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  // Escape closes the open menu and gives the focus back to its toggle (the Account dropdown
  // handles its own Escape first and stops it there)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <header className="site-header">
      <nav className="nav kit-container" aria-label={t('nav.label')} onKeyDown={onKeyDown}>
        <Link to="/" className="nav__brand" onClick={close}>
          <Logo name={brand.name} tagline={t('brand.short')} />
        </Link>
        <div className="nav__cart">{cart}</div>
        <button
          type="button"
          ref={toggle}
          className="nav__toggle"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="nav__toggle-bar" />
          <span className="nav__toggle-bar" />
          <span className="nav__toggle-bar" />
          <span className="visually-hidden">{t('nav.menu')}</span>
        </button>
        <div id="main-menu" className={open ? 'nav__menu nav__menu--open' : 'nav__menu'}>
          <ul className="nav__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={'end' in link} className={linkClass} onClick={close}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {isAdmin(user) && (
              <li>
                <NavLink to="/dashboard" className={linkClass} onClick={close}>
                  {t('nav.dashboard')}
                </NavLink>
              </li>
            )}
            <li>
              {user ? (
                <AccountMenu name={user.name} onNavigate={close} />
              ) : (
                <NavLink to="/login" className={linkClass} onClick={close}>
                  {t('nav.login')}
                </NavLink>
              )}
            </li>
            <li className="nav__language">
              <LanguageSwitch />
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
