import type { ContactInfo } from '@tyre/contracts';
import { useKitText } from '../i18n/kit-dictionary';

/** Phones (tap to call) and the e-mail address of the contact details. */
export function ContactLines({
  contact,
  className,
}: {
  contact: Pick<ContactInfo, 'phones' | 'email'>;
  className?: string;
}) {
  return (
    <ul className={className}>
      {contact.phones.map((phone) => (
        <li key={phone}>
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
        </li>
      ))}
      <li>
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </li>
    </ul>
  );
}

/** The brand's social links, opened in a new tab. */
export function SocialLinks({ social, className }: { social: ContactInfo['social']; className?: string }) {
  const t = useKitText();
  return (
    <ul className={className} aria-label={t('social.label')}>
      {social.map((link) => (
        <li key={link.url}>
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
