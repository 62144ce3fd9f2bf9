import { Input, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router-dom';
import type { Order } from '@tyre/contracts';
import { ORDER_STATUSES, PAYMENT_TYPES, type OrderStatus, type PaymentType } from '@tyre/contracts/constants';
import { formatBdt, useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { pinFirst } from '../../../lib/responsive-table';
import { getOrders } from '../api/get-orders';
import { messages, statusLabels } from '../messages';
import { StatusTag } from './status-tag';

const pageSize = 20;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

interface Filters {
  search: string;
  status: OrderStatus | '';
  paymentType: PaymentType | '';
  from: string;
  to: string;
  page: number;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';
const day = (value: string | null) => (value && dayPattern.test(value) ? value : '');

/** The date of an order, Dhaka time. */
export const orderDate = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * /dashboard/orders: every order, newest first, searched (`?search=`: reference, mobile, name),
 * filtered by status, payment type and dates, 20 a page; the reference opens the order.
 */
export function OrdersTablePage() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    search: params.get('search')?.trim() ?? '',
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentType: oneOf(PAYMENT_TYPES, params.get('paymentType')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0),
  };
  const { search, status, paymentType, from, to, page } = filters;
  const state = useApi(
    `dashboard-orders:${page}:${search}:${status}:${paymentType}:${from}:${to}`,
    (signal) =>
      getOrders(
        {
          page,
          size: pageSize,
          search,
          status: status || undefined,
          paymentType: paymentType || undefined,
          from,
          to,
        },
        signal,
      ),
  );

  const go = (next: Partial<Filters>) => {
    const merged: Filters = { ...filters, page: 0, ...next };
    const query: Record<string, string> = {};
    for (const name of ['search', 'status', 'paymentType', 'from', 'to'] as const)
      if (merged[name]) query[name] = merged[name];
    if (merged.page > 0) query.page = String(merged.page);
    setParams(query);
  };

  const columns: ColumnsType<Order> = [
    {
      title: messages.columns.reference,
      dataIndex: 'reference',
      width: 120,
      render: (reference: string, order: Order) => (
        <Link to={`/dashboard/orders/${order.key}`} aria-label={`${messages.open} ${reference}`}>
          {reference}
        </Link>
      ),
    },
    { title: messages.columns.date, dataIndex: 'createdAt', render: (iso: string) => orderDate(iso) },
    { title: messages.columns.customer, key: 'customer', render: (_: unknown, o: Order) => o.customer.name },
    {
      title: messages.columns.mobile,
      key: 'mobile',
      render: (_: unknown, o: Order) => o.customer.mobileNumber,
    },
    {
      title: messages.columns.district,
      key: 'district',
      render: (_: unknown, o: Order) => o.customer.district,
    },
    {
      title: messages.columns.total,
      dataIndex: 'total',
      render: (total: number) => <span className="kit-price">{formatBdt(total)}</span>,
    },
    {
      title: messages.columns.paymentType,
      key: 'paymentType',
      render: (_: unknown, o: Order) => o.payment.paymentType,
    },
    {
      title: messages.columns.status,
      dataIndex: 'status',
      render: (value: OrderStatus) => <StatusTag status={value} />,
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{search ? messages.listMatching(search) : messages.listTitle}</h1>
      </div>
      <div className="dashboard__filters">
        <Input.Search
          key={search}
          defaultValue={search}
          placeholder={messages.searchPlaceholder}
          allowClear
          onSearch={(value) => go({ search: value.trim() })}
          aria-label={messages.searchLabel}
        />
        <Select<OrderStatus | ''>
          value={status}
          onChange={(value) => go({ status: value })}
          aria-label={messages.statusFilterLabel}
          style={{ minWidth: 170 }}
          options={[
            { value: '', label: messages.allStatuses },
            ...ORDER_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
          ]}
        />
        <Select<PaymentType | ''>
          value={paymentType}
          onChange={(value) => go({ paymentType: value })}
          aria-label={messages.paymentFilterLabel}
          style={{ minWidth: 190 }}
          options={[
            { value: '', label: messages.allPayments },
            ...PAYMENT_TYPES.map((value) => ({ value, label: value })),
          ]}
        />
        <span className="dashboard__date-range" role="group" aria-label={messages.dateRangeLabel}>
          <Input
            type="date"
            aria-label="From"
            value={from}
            max={to || undefined}
            onChange={(event) => go({ from: day(event.target.value) })}
          />
          <Input
            type="date"
            aria-label="To"
            value={to}
            min={from || undefined}
            onChange={(event) => go({ to: day(event.target.value) })}
          />
        </span>
      </div>
      <LoadError state={state} />
      <Table<Order>
        rowKey="_id"
        columns={pinFirst(columns, 1)}
        scroll={{ x: 1000 }}
        dataSource={state.data?.orders ?? []}
        loading={state.loading}
        pagination={{
          current: page + 1,
          pageSize,
          total: state.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => messages.totalOrders(total),
          onChange: (next) => go({ page: next - 1 }),
        }}
      />
    </section>
  );
}
