import { Link } from 'react-router-dom';
import type { ContactInfo } from '@tyre/contracts';
import { ContactLines, Logo, SocialLinks, Spinner, useApi } from '@tyre/web-kit';
import { brand } from '../../../config/brand';
import { getContact } from '../api/get-contact';

const footerLinks = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/career', label: 'Career' },
  { to: '/news', label: 'News' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
] as const;

function ContactDetails({ contact }: { contact: ContactInfo }) {
  return (
    <>
      <div className="footer__col footer__col--brand">
        <h2 className="footer__heading footer__heading--brand">
          <Logo name={brand.name} />
        </h2>
        <p className="footer__blurb">{contact.blurb}</p>
        <SocialLinks social={contact.social} className="footer__social" />
      </div>
      <div className="footer__col">
        <h2 className="footer__heading">Offices</h2>
        {contact.offices.map((office) => (
          <address key={office.name} className="footer__office">
            <strong>{office.name}</strong>
            <br />
            {office.address}
          </address>
        ))}
      </div>
      <div className="footer__col">
        <h2 className="footer__heading">Get in touch</h2>
        <ContactLines contact={contact} className="footer__list" />
      </div>
    </>
  );
}

export function SiteFooter() {
  const contact = useApi('contact', (signal) => getContact(signal));
  return (
    <footer className="site-footer">
      <div className="kit-container footer__grid">
        {contact.data ? (
          <ContactDetails contact={contact.data} />
        ) : (
          <div className="footer__col footer__col--brand">
            <h2 className="footer__heading footer__heading--brand">
              <Logo name={brand.name} />
            </h2>
            <p className="footer__blurb">{brand.tagline}</p>
            {contact.loading && <Spinner label="Loading contact details" />}
          </div>
        )}
        <div className="footer__col">
          <h2 className="footer__heading">Links</h2>
          <ul className="footer__list">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer__legal">
        <p className="kit-container">
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
