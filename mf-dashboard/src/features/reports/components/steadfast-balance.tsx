import { Alert, Button, Card, Statistic } from 'antd';
import { useApi, useFormat } from '@tyre/web-kit';
import { getSteadfastBalance } from '../api/get-steadfast-balance';
import { useCodText } from '../cod-messages/dictionary';

const checkedTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Steadfast's current balance for the shop, as Steadfast answers it now (not tied to the COD
 * report's period): nothing when Steadfast is not configured; when Steadfast cannot be reached,
 * why (in the language shown) and a button to ask again.
 */
export function SteadfastBalance() {
  const t = useCodText();
  const { price, date } = useFormat();
  const state = useApi('steadfast-balance', (signal) => getSteadfastBalance(signal));
  const data = state.data;
  if (data && !data.enabled && !state.error) return null;
  const check = (
    <Button size="small" onClick={state.reload} disabled={state.loading}>
      {t('balance.check')}
    </Button>
  );
  return (
    <Card
      size="small"
      className="reports__balance"
      data-testid="steadfast-balance"
      title={<h2 className="reports__panel-title">{t('balance.title')}</h2>}
      extra={check}
      loading={state.loading && !data && !state.error}
    >
      {state.error ? (
        <Alert type="warning" showIcon title={t('balance.unavailable')} description={state.error} />
      ) : (
        data?.balance !== undefined && (
          <>
            <Statistic title={t('balance.now')} value={price(data.balance)} />
            <p className="reports__balance-note">
              {t('balance.help')}
              {data.checkedAt && ` ${t('balance.checkedAt', { time: date(data.checkedAt, checkedTime) })}`}
            </p>
          </>
        )
      )}
    </Card>
  );
}
