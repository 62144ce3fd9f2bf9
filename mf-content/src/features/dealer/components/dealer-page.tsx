import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@tyre/web-kit';
import { FileField, FormSuccess, Honeypot, SubmitRow, TextAreaField } from '../../../forms/form-parts';
import { useFormSender } from '../../../forms/use-form-sender';
import { sendDealerRequest, type DealerValues } from '../api/send-dealer-request';
import { dealerFileRule, emptyDealer, validateDealer, type DealerField } from '../dealer-form';
import { useText } from '../../../messages/dictionary';
import './dealer.css';

const textFields = [
  { name: 'name', autoComplete: 'name', maxLength: 80 },
  { name: 'companyName', autoComplete: 'organization', maxLength: 120 },
  { name: 'email', autoComplete: 'email', type: 'email', maxLength: 254 },
  { name: 'mobile', autoComplete: 'tel', type: 'tel', inputMode: 'tel', maxLength: 20 },
] as const;

const reasons = ['reason1', 'reason2', 'reason3', 'reason4'] as const;

/** The dealership request form: no login needed; the file is an image or a PDF. */
export function DealerForm() {
  const t = useText();
  const [values, setValues] = useState<DealerValues>(emptyDealer);
  const [file, setFile] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sender = useFormSender<DealerField>({
    validate: () => validateDealer(t, values, file),
    send: (onProgress) => sendDealerRequest(values, file!, onProgress),
    successMessage: t('dealer.sentToast'),
  });

  if (sender.done)
    return (
      <FormSuccess
        title={t('dealer.sentTitle')}
        text={t('dealer.sentText')}
        onAgain={() => {
          setValues(emptyDealer);
          setFile(null);
          sender.reset();
        }}
      />
    );

  const change = (field: keyof DealerValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'website') sender.clearError(field);
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
      aria-label={t('dealer.formTitle')}
    >
      <div className="content-form__row">
        {textFields.map(({ name, ...input }) => (
          <TextField
            key={name}
            {...input}
            name={name}
            required
            label={t(`dealer.labels.${name}`)}
            value={values[name]}
            onChange={(e) => change(name, e.target.value)}
            error={sender.errors[name]}
          />
        ))}
      </div>
      <TextAreaField
        name="message"
        label={t('dealer.labels.message')}
        rows={5}
        maxLength={5000}
        required
        value={values.message}
        onChange={(e) => change('message', e.target.value)}
        error={sender.errors.message}
      />
      <FileField
        name="file"
        label={t('dealer.labels.file')}
        hint={t('dealer.fileHint')}
        accept={dealerFileRule.types.join(',')}
        required
        file={file}
        onFile={(f) => {
          setFile(f);
          sender.clearError('file');
        }}
        error={sender.errors.file}
      />
      <Honeypot name="website" value={values.website} onChange={(v) => change('website', v)} />
      <SubmitRow formError={sender.formError} sending={sender.sending} progress={sender.progress}>
        {t('dealer.send')}
      </SubmitRow>
    </form>
  );
}

/** /dealer: why become a dealer, and the request form. */
export function DealerPage() {
  const t = useText();
  return (
    <section className="kit-container kit-page">
      <h1 className="kit-page__title">{t('dealer.title')}</h1>
      <p className="dealer-intro">{t('dealer.intro')}</p>
      <p className="dealer-find">
        <Link to="/dealers" className="kit-link-more">
          {t('dealers.findLink')}
        </Link>
      </p>
      <div className="dealer-layout">
        <section aria-labelledby="dealer-why" className="dealer-why">
          <h2 id="dealer-why">{t('dealer.whyTitle')}</h2>
          <ul className="dealer-reasons">
            {reasons.map((reason) => (
              <li key={reason}>
                <strong>{t(`dealer.${reason}.title`)}</strong>
                <span>{t(`dealer.${reason}.text`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dealer-form" className="kit-panel dealer-request">
          <h2 id="dealer-form">{t('dealer.formTitle')}</h2>
          <p className="dealer-request__intro">{t('dealer.formIntro')}</p>
          <DealerForm />
        </section>
      </div>
    </section>
  );
}
