import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { getMobiles } from '../api/get-mobiles';
import { messages } from '../messages';

/** /dashboard/bkash: the active bKash number with an Update Mobile link. */
export function BkashPage() {
  const state = useApi('dashboard-bkash', (signal) => getMobiles(signal));
  const active = state.data?.[0];
  return (
    <section>
      <h1>{messages.title}</h1>
      <LoadError state={state} />
      <Card title={messages.activeNumber} loading={state.loading} style={{ maxWidth: 480 }}>
        {active ? (
          <>
            <p className="dashboard__bkash-number" data-testid="bkash-number">
              {active.mobile}
            </p>
            <p>{messages.hint}</p>
            <Link to={`/dashboard/bkash/${active._id}`}>{messages.updateLink}</Link>
          </>
        ) : (
          !state.loading && !state.error && <p>{messages.none}</p>
        )}
      </Card>
    </section>
  );
}
