import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '@tyre/web-kit';
import { FileField, FormSuccess, Honeypot, SubmitRow, TextAreaField } from '../../../forms/form-parts';
import { useFormSender } from '../../../forms/use-form-sender';
import { applyForJob, type ApplyValues } from '../api/apply-for-job';
import { cvRule, emptyApply, validateApply, type ApplyField } from '../job-form';
import { useText } from '../../../messages/dictionary';

/** The Apply form of a job: name, e-mail, mobile, cover note and the CV (PDF), with upload progress. */
export function ApplyForm({ slug, jobTitle }: { slug: string; jobTitle: string }) {
  const t = useText();
  const [values, setValues] = useState<ApplyValues>(emptyApply);
  const [cv, setCv] = useState<File | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sender = useFormSender<ApplyField>({
    validate: () => validateApply(t, values, cv),
    send: (onProgress) => applyForJob(slug, values, cv!, onProgress),
    successMessage: t('jobs.appliedToast'),
  });

  if (sender.done)
    return (
      <FormSuccess
        title={t('jobs.appliedTitle')}
        text={t('jobs.appliedText', { title: jobTitle })}
        onAgain={() => {
          setValues(emptyApply);
          setCv(null);
          sender.reset();
        }}
      />
    );

  const change = (field: keyof ApplyValues, value: string) => {
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
      aria-label={t('jobs.applyTitle')}
    >
      <TextField
        name="name"
        label={t('jobs.labels.name')}
        autoComplete="name"
        maxLength={80}
        required
        value={values.name}
        onChange={(e) => change('name', e.target.value)}
        error={sender.errors.name}
      />
      <TextField
        name="email"
        type="email"
        label={t('jobs.labels.email')}
        autoComplete="email"
        maxLength={254}
        required
        value={values.email}
        onChange={(e) => change('email', e.target.value)}
        error={sender.errors.email}
      />
      <TextField
        name="mobile"
        type="tel"
        inputMode="tel"
        label={t('jobs.labels.mobile')}
        autoComplete="tel"
        maxLength={20}
        required
        value={values.mobile}
        onChange={(e) => change('mobile', e.target.value)}
        error={sender.errors.mobile}
      />
      <TextAreaField
        name="cover"
        label={t('jobs.labels.cover')}
        rows={5}
        maxLength={5000}
        value={values.cover}
        onChange={(e) => change('cover', e.target.value)}
        error={sender.errors.cover}
      />
      <FileField
        name="cv"
        label={t('jobs.labels.cv')}
        hint={t('jobs.cvHint')}
        accept={cvRule.types.join(',')}
        required
        file={cv}
        onFile={(file) => {
          setCv(file);
          sender.clearError('cv');
        }}
        error={sender.errors.cv}
      />
      <Honeypot name="website" value={values.website} onChange={(v) => change('website', v)} />
      <SubmitRow formError={sender.formError} sending={sender.sending} progress={sender.progress}>
        {t('jobs.apply')}
      </SubmitRow>
    </form>
  );
}
