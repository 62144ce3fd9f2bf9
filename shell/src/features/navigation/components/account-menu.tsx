import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '@tyre/web-kit';

/** The Account dropdown of a logged-in visitor: Profile, Orders, Logout. */
export function AccountMenu({ name, onNavigate }: { name: string; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const choose = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="nav-link account-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        Account <span className="account-menu__name">({name})</span>
      </button>
      {open && (
        <ul className="account-menu__list" role="menu">
          <li role="none">
            <Link role="menuitem" to="/profile" onClick={choose}>
              Profile
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/orders" onClick={choose}>
              Orders
            </Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                choose();
                logout();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
