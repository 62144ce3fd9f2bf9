import { NavLink } from 'react-router-dom';
import { useVehiclesText } from '../messages/dictionary';
import './vehicles.css';

/** Between the three vehicle screens: makes, models and fitments (the current one marked). */
export function VehiclesNav() {
  const t = useVehiclesText();
  const links = [
    { to: '/dashboard/vehicles', label: t('nav.makes') },
    { to: '/dashboard/vehicles/models', label: t('nav.models') },
    { to: '/dashboard/vehicles/fitments', label: t('nav.fitments') },
  ];
  return (
    <nav aria-label={t('nav.label')} className="vehicles-nav">
      {links.map((link) => (
        <NavLink key={link.to} to={link.to} end className="vehicles-nav__link">
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
