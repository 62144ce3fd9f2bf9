import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadState, TextField, useApi, useFormat } from '@tyre/web-kit';
import type { DealerCheck as Check } from '@tyre/contracts';
import { useDealersText } from '../messages/dictionary';
import { checkDealer } from '../api/check-dealer';
import { districtName, localizedName } from '../dealer-text';

function CheckAnswer({ number }: { number: string }) {
  const t = useDealersText();
  const format = useFormat();
  const state = useApi(`dealer-check:${number}`, (signal) => checkDealer(number, signal));
  return (
    <div className="dealer-check__answer" role="status" aria-live="polite">
      <LoadState state={state}>
        {(answer: Check) =>
          answer.authorised ? (
            <p className="dealer-check__yes">
              <span className="kit-badge kit-badge--ok">{t('dealers.authorised')}</span>{' '}
              {t('dealers.check.yes', {
                name: localizedName(answer, format),
                district: districtName(answer.district, format),
                number: answer.authNumber,
              })}{' '}
              <Link to={`/dealers/${encodeURIComponent(answer.slug)}`}>{t('dealers.check.see')}</Link>
            </p>
          ) : (
            <p className="dealer-check__no">
              <span className="kit-badge kit-badge--danger">{t('dealers.check.notAuthorised')}</span>{' '}
              {t('dealers.check.no', { number })}
            </p>
          )
        }
      </LoadState>
    </div>
  );
}

/**
 * "Is this shop authorised?": an authorisation or phone number, checked by the API. The form is
 * a plain GET form (`?check=`), so a press before the page's code runs loads the answer.
 */
export function DealerCheckForm() {
  const t = useDealersText();
  const [params, setParams] = useSearchParams();
  const asked = params.get('check')?.trim() ?? '';
  const [value, setValue] = useState(asked);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = value.trim();
    if (!number) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('check', number);
        return next;
      },
      { preventScrollReset: true },
    );
  };
  return (
    <section className="dealer-check kit-panel" aria-labelledby="dealer-check-title">
      <h2 id="dealer-check-title">{t('dealers.check.title')}</h2>
      <p>{t('dealers.check.intro')}</p>
      <form className="dealer-check__form" method="get" action="/dealers" onSubmit={onSubmit}>
        <TextField
          name="check"
          id="dealer-check-number"
          label={t('dealers.check.label')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={40}
          minLength={3}
          required
          autoComplete="off"
        />
        <button type="submit" className="kit-button">
          {t('dealers.check.submit')}
        </button>
      </form>
      {asked.length >= 3 && <CheckAnswer number={asked} />}
    </section>
  );
}
