import type { OutboxMessage } from '@tyre/contracts';
import { useFormat } from '@tyre/web-kit';
import { messageDateFormat } from '../../../components/message-text';
import { useText } from '../../../messages/dictionary';

/**
 * A message opened in its row: who it went to, its subject and text as sent, and every try with
 * its outcome (oldest first), then when the next try is due.
 */
export function MessageDetails({ message }: { message: OutboxMessage }) {
  const t = useText();
  const { date, number } = useFormat();
  const when = (iso: string) => date(iso, messageDateFormat);
  return (
    <div className="messages__details" data-testid="message-details">
      <dl className="messages__facts">
        <dt>{t('messages.detail.audience')}</dt>
        <dd>{t(`messages.audience.${message.audience}`)}</dd>
        <dt>{t('messages.detail.language')}</dt>
        <dd>{t(`messages.language.${message.language}`)}</dd>
        {message.subject && (
          <>
            <dt>{t('messages.detail.subject')}</dt>
            <dd>{message.subject}</dd>
          </>
        )}
      </dl>
      <h3 className="messages__subhead">{t('messages.detail.text')}</h3>
      <p className="messages__text" lang={message.language}>
        {message.text}
      </p>
      <h3 className="messages__subhead">{t('messages.tries', { count: message.attempts.length })}</h3>
      {message.attempts.length === 0 ? (
        <p>{t('messages.detail.noAttempts')}</p>
      ) : (
        <ol className="messages__attempts">
          {message.attempts.map((attempt, index) => (
            <li key={`${attempt.at}-${index}`}>
              <span>{t('messages.detail.try', { n: number(index + 1) })}</span> · {when(attempt.at)} ·{' '}
              {attempt.ok ? (
                <strong className="messages__ok">{t('messages.detail.ok')}</strong>
              ) : (
                <>
                  <strong className="messages__failed">{t('messages.detail.failed')}</strong>
                  {attempt.error && <span className="messages__error">: {attempt.error}</span>}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {message.status === 'pending' && message.nextAt && (
        <p>{t('messages.nextTry', { when: when(message.nextAt) })}</p>
      )}
    </div>
  );
}
