import { Link } from 'react-router-dom';
import type { ContactInfo } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { ContactLines, Logo, SocialLinks, Spinner, useApi, useFormat, useLanguage } from '@tyre/web-kit';
import { brand } from '../../../config/brand';
import { getContact } from '../api/get-contact';
import { useText } from '../../../messages/dictionary';

const footerLinks = [
  { to: '/', label: 'nav.home' },
  { to: '/products', label: 'nav.products' },
  { to: '/career', label: 'footer.career' },
  { to: '/news', label: 'nav.news' },
  { to: '/gallery', label: 'footer.gallery' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/track', label: 'footer.track' },
] as const;

function ContactDetails({ contact }: { contact: ContactInfo }) {
  const t = useText();
  const language = useLanguage();
  return (
    <>
      <div className="footer__col footer__col--brand">
        <h2 className="footer__heading footer__heading--brand">
          <Logo name={brand.name} />
        </h2>
        <p className="footer__blurb">{localized(contact, 'blurb', language)}</p>
        <SocialLinks social={contact.social} className="footer__social" />
      </div>
      <div className="footer__col">
        <h2 className="footer__heading">{t('footer.offices')}</h2>
        {contact.offices.map((office) => (
          <address key={office.name} className="footer__office">
            <strong>{localized(office, 'name', language)}</strong>
            <br />
            {localized(office, 'address', language)}
          </address>
        ))}
      </div>
      <div className="footer__col">
        <h2 className="footer__heading">{t('footer.getInTouch')}</h2>
        <ContactLines contact={contact} className="footer__list" />
      </div>
    </>
  );
}

export function SiteFooter() {
  const contact = useApi('contact', (signal) => getContact(signal));
  const t = useText();
  const { number } = useFormat();
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
            <p className="footer__blurb">{t('brand.tagline')}</p>
            {contact.loading && <Spinner label={t('footer.loadingContact')} />}
          </div>
        )}
        <div className="footer__col">
          <h2 className="footer__heading">{t('footer.links')}</h2>
          <ul className="footer__list">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="footer__legal">
        <p className="kit-container">
          {t('footer.rights', {
            year: number(new Date().getFullYear(), { useGrouping: false }),
            brand: brand.name,
          })}
        </p>
      </div>
    </footer>
  );
}
