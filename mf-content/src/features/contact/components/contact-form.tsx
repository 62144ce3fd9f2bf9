import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '@tyre/web-kit';
import { FormSuccess, Honeypot, SubmitRow, TextAreaField } from '../../../forms/form-parts';
import { useFormSender } from '../../../forms/use-form-sender';
import { sendContactMessage, type ContactValues } from '../api/send-contact-message';
import { emptyContact, validateContact, type ContactField } from '../contact-form';
import { useText } from '../../../messages/dictionary';

/** The contact message form: name, an e-mail or a mobile number, subject and message. */
export function ContactForm() {
  const t = useText();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const formRef = useRef<HTMLFormElement>(null);
  const sender = useFormSender<ContactField>({
    validate: () => validateContact(t, values),
    send: () => sendContactMessage(values),
    successMessage: t('contact.sentToast'),
  });

  if (sender.done)
    return (
      <FormSuccess
        title={t('contact.sentTitle')}
        text={t('contact.sentText')}
        onAgain={() => {
          setValues(emptyContact);
          sender.reset();
        }}
      />
    );

  const change = (field: keyof ContactValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field === 'email' || field === 'mobile') {
      sender.clearError('email');
      sender.clearError('mobile');
    } else if (field !== 'website') sender.clearError(field);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void sender.submit(formRef.current);
  };

  return (
    <form
      ref={formRef}
      className="content-form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('contact.formTitle')}
    >
      <TextField
        name="name"
        label={t('contact.labels.name')}
        autoComplete="name"
        maxLength={80}
        required
        value={values.name}
        onChange={(e) => change('name', e.target.value)}
        error={sender.errors.name}
      />
      <fieldset className="contact-reach">
        <legend className="contact-reach__legend">{t('contact.reachHint')}</legend>
        <div className="content-form__row">
          <TextField
            name="email"
            type="email"
            label={t('contact.labels.email')}
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(e) => change('email', e.target.value)}
            error={sender.errors.email}
          />
          <TextField
            name="mobile"
            type="tel"
            inputMode="tel"
            label={t('contact.labels.mobile')}
            autoComplete="tel"
            maxLength={20}
            value={values.mobile}
            onChange={(e) => change('mobile', e.target.value)}
            error={sender.errors.mobile}
          />
        </div>
      </fieldset>
      <TextField
        name="subject"
        label={t('contact.labels.subject')}
        maxLength={160}
        required
        value={values.subject}
        onChange={(e) => change('subject', e.target.value)}
        error={sender.errors.subject}
      />
      <TextAreaField
        name="message"
        label={t('contact.labels.message')}
        rows={5}
        maxLength={5000}
        required
        value={values.message}
        onChange={(e) => change('message', e.target.value)}
        error={sender.errors.message}
      />
      <Honeypot name="website" value={values.website} onChange={(v) => change('website', v)} />
      <SubmitRow formError={sender.formError} sending={sender.sending} progress={sender.progress}>
        {t('contact.send')}
      </SubmitRow>
    </form>
  );
}
