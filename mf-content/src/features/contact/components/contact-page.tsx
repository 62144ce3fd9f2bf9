import { ContactLines, LoadState, SocialLinks, useApi } from '@tyre/web-kit';
import { getContact } from '../api/get-contact';

/** /contact: offices, phones, e-mail and social links. */
export function ContactPage() {
  const state = useApi('contact', (signal) => getContact(signal));
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">Contact us</h1>
      <LoadState state={state}>
        {(contact) => (
          <div className="contact-grid">
            {contact.offices.map((office) => (
              <div key={office.name} className="kit-panel contact-card">
                <h2>{office.name}</h2>
                <address>{office.address}</address>
              </div>
            ))}
            <div className="kit-panel contact-card">
              <h2>Call or write</h2>
              <ContactLines contact={contact} className="contact-list" />
              <SocialLinks social={contact.social} className="contact-social" />
            </div>
          </div>
        )}
      </LoadState>
    </section>
  );
}
