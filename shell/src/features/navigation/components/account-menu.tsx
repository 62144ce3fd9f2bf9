import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLogout } from '@tyre/web-kit';
import { useText } from '../../../messages/dictionary';

/**
 * The Account dropdown of a logged-in visitor: Profile, Orders, Logout. With the keyboard: Enter or
 * Space on the toggle opens it, Arrow Down/Up move through the items, Escape closes it and gives the
 * focus back to the toggle; leaving it with Tab closes it.
 */
export function AccountMenu({ name, onNavigate }: { name: string; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const t = useText();
  const logout = useLogout();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const choose = () => {
    setOpen(false);
    onNavigate();
  };

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    } else if (open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      const all = items();
      const at = all.indexOf(document.activeElement as HTMLElement);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(at + step + all.length) % all.length]?.focus();
    }
  };
  // Tab out of the menu closes it (a click elsewhere is the mousedown above; some browsers do not
  // focus a clicked button, so a blur to nowhere is not a reason to close)
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) setOpen(false);
  };

  return (
    <div className="account-menu" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        className="nav-link account-menu__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={() => setOpen((v) => !v)}
      >
        {t('account.toggle')} <span className="account-menu__name">({name})</span>
      </button>
      {open && (
        <ul id="account-menu-list" className="account-menu__list" role="menu">
          <li role="none">
            <Link role="menuitem" to="/profile" onClick={choose}>
              {t('account.profile')}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/orders" onClick={choose}>
              {t('account.orders')}
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
              {t('account.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
