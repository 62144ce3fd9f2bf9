import { Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router-dom';
import type { DealerRequest } from '@tyre/contracts';
import { useApi, useFormat } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { pinFirst } from '../../../lib/responsive-table';
import { requestKey } from '../api/dealer-request-types';
import { getDealerRequests } from '../api/get-dealer-requests';
import { useText } from '../../../messages/dictionary';
import { RequestStatusTag } from './status-tag';

const pageSize = 20;

/** When a request was sent: day and time, Dhaka time. */
export const requestDate: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Dhaka',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** /dashboard/requests: the dealer requests, newest first, 20 a page; the name opens one. */
export function DealerRequestsPage() {
  const t = useText();
  const { date } = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const archived = params.get('archived') === 'true';
  const state = useApi(`dashboard-dealer-requests:${page}:${archived}`, (signal) =>
    getDealerRequests({ page, size: pageSize, archived }, signal),
  );
  const go = (next: { page?: number; archived?: boolean }) => {
    const query: Record<string, string> = {};
    if (next.archived ?? archived) query.archived = 'true';
    if ((next.page ?? 0) > 0) query.page = String(next.page);
    setParams(query);
  };

  const columns: ColumnsType<DealerRequest> = [
    {
      title: t('dealerRequests.columns.name'),
      dataIndex: 'name',
      width: 170,
      render: (name: string, request: DealerRequest) => (
        <Link
          to={`/dashboard/requests/${requestKey(request)}`}
          aria-label={t('dealerRequests.openOf', { name })}
        >
          {name}
        </Link>
      ),
    },
    { title: t('dealerRequests.columns.companyName'), dataIndex: 'companyName' },
    { title: t('dealerRequests.columns.mobile'), dataIndex: 'mobile', width: 140 },
    {
      title: t('dealerRequests.columns.date'),
      dataIndex: 'createdAt',
      width: 190,
      render: (iso: string) => date(iso, requestDate),
    },
    {
      title: t('dealerRequests.columns.status'),
      key: 'status',
      width: 110,
      render: (_: unknown, request: DealerRequest) => <RequestStatusTag request={request} />,
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('dealerRequests.listTitle')}</h1>
        <label className="content-switch">
          <Switch size="small" checked={archived} onChange={(checked) => go({ archived: checked })} />
          {t('dealerRequests.showArchived')}
        </label>
      </div>
      <LoadError state={state} />
      <Table<DealerRequest>
        rowKey="_id"
        columns={pinFirst(columns, 1)}
        scroll={{ x: 800 }}
        dataSource={state.data?.items ?? []}
        loading={state.loading}
        locale={{ emptyText: t('dealerRequests.empty') }}
        pagination={{
          current: page + 1,
          pageSize,
          total: state.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('dealerRequests.total', { count: total }),
          onChange: (next) => go({ page: next - 1 }),
        }}
      />
    </section>
  );
}
