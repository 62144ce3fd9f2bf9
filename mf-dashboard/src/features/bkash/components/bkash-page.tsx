import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { getMobiles } from '../api/get-mobiles';
import { useText } from '../../../messages/dictionary';

/** /dashboard/bkash: the active bKash number with an Update Mobile link. */
export function BkashPage() {
  const t = useText();
  const state = useApi('dashboard-bkash', (signal) => getMobiles(signal));
  const active = state.data?.[0];
  return (
    <section>
      <h1>{t('bkash.title')}</h1>
      <LoadError state={state} />
      <Card title={t('bkash.activeNumber')} loading={state.loading} style={{ maxWidth: 480 }}>
        {active ? (
          <>
            <p className="dashboard__bkash-number" data-testid="bkash-number">
              {active.mobile}
            </p>
            <p>{t('bkash.hint')}</p>
            <Link to={`/dashboard/bkash/${active._id}`}>{t('bkash.updateLink')}</Link>
          </>
        ) : (
          !state.loading && !state.error && <p>{t('bkash.none')}</p>
        )}
      </Card>
    </section>
  );
}
