import { localized } from '@tyre/contracts/localized';
import { ContactLines, LoadState, SocialLinks, useApi, useLanguage } from '@tyre/web-kit';
import { getContact } from '../api/get-contact';
import { useText } from '../../../messages/dictionary';
import { ContactForm } from './contact-form';

/** /contact: offices, phones, e-mail and social links, and the message form. */
export function ContactPage() {
  const t = useText();
  const language = useLanguage();
  const state = useApi('contact', (signal) => getContact(signal));
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t('contact.title')}</h1>
      <div className="contact-layout">
        <LoadState state={state}>
          {(contact) => (
            <div className="contact-grid">
              {contact.offices.map((office) => (
                <div key={office.name} className="kit-panel contact-card">
                  <h2>{localized(office, 'name', language)}</h2>
                  <address>{localized(office, 'address', language)}</address>
                </div>
              ))}
              <div className="kit-panel contact-card">
                <h2>{t('contact.callOrWrite')}</h2>
                <ContactLines contact={contact} className="contact-list" />
                <SocialLinks social={contact.social} className="contact-social" />
              </div>
            </div>
          )}
        </LoadState>
        <section className="kit-panel contact-message" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
          <p className="contact-message__intro">{t('contact.formIntro')}</p>
          <ContactForm />
        </section>
      </div>
    </section>
  );
}
