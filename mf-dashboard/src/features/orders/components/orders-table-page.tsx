import { Input, Table, Tag } from 'antd';
import { useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import { Link, useSearchParams } from 'react-router-dom';
import type { Order } from '@tyre/contracts';
import {
  districtName,
  ORDER_STATUSES,
  PAYMENT_TYPES,
  type OrderStatus,
  type PaymentType,
} from '@tyre/contracts/constants';
import { useApi, useFormat } from '@tyre/web-kit';
import { FilterSelect } from '../../../components/filter-select';
import { LoadError } from '../../../components/load-error';
import { oneOf, pageParam } from '../../../lib/query';
import { pinFirst } from '../../../lib/responsive-table';
import { getOrders } from '../api/get-orders';
import { useText } from '../../../messages/dictionary';
import { orderDateFormat, overdueDelivery, paymentTypeLabel, statusLabel } from '../order-text';
import { useSteadfast } from './book-steadfast-button';
import { BulkSteadfastBooking } from './bulk-steadfast-booking';
import { usePathao } from './shipping/book-pathao-button';
import { BulkPathaoBooking } from './shipping/bulk-pathao-booking';
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

const day = (value: string | null) => (value && dayPattern.test(value) ? value : '');

/**
 * /dashboard/orders: every order, newest first, searched (`?search=`: reference, mobile, name),
 * filtered by status, payment type and dates, 20 a page; the reference opens the order.
 */
export function OrdersTablePage() {
  const t = useText();
  const { price, date, language } = useFormat();
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    search: params.get('search')?.trim() ?? '',
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentType: oneOf(PAYMENT_TYPES, params.get('paymentType')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: pageParam(params.get('page')),
  };
  const { search, status, paymentType, from, to, page } = filters;
  // with Steadfast or Pathao: orders ready to ship (processing) can be selected and booked together
  const steadfast = useSteadfast();
  const pathao = usePathao();
  const selectable = steadfast || pathao;
  const [selected, setSelected] = useState<Order[]>([]);
  // the moment the list was opened: which paid orders are past their delivery deadline
  const [openedAt] = useState(() => Date.now());
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
      title: t('orders.column.reference'),
      dataIndex: 'reference',
      width: 120,
      // a paid order past its delivery deadline says so here, in the column a phone keeps in view
      render: (reference: string, order: Order) => (
        <>
          <Link to={`/dashboard/orders/${order.key}`} aria-label={t('orders.openReference', { reference })}>
            {reference}
          </Link>
          {overdueDelivery(order, openedAt) && (
            <Tag color="red" className="orders__overdue" data-testid="overdue-delivery">
              {t('orders.overdueDelivery')}
            </Tag>
          )}
        </>
      ),
    },
    {
      title: t('orders.column.date'),
      dataIndex: 'createdAt',
      render: (iso: string) => date(iso, orderDateFormat),
    },
    {
      title: t('orders.column.customer'),
      key: 'customer',
      render: (_: unknown, o: Order) => o.customer.name,
    },
    {
      title: t('orders.column.mobile'),
      key: 'mobile',
      render: (_: unknown, o: Order) => o.customer.mobileNumber,
    },
    {
      title: t('orders.column.district'),
      key: 'district',
      render: (_: unknown, o: Order) => districtName(o.customer.district, language),
    },
    {
      title: t('orders.column.total'),
      dataIndex: 'total',
      render: (total: number) => <span className="kit-price">{price(total)}</span>,
    },
    {
      title: t('orders.column.paymentType'),
      key: 'paymentType',
      render: (_: unknown, o: Order) => paymentTypeLabel(t, o.payment.paymentType),
    },
    {
      title: t('orders.column.status'),
      dataIndex: 'status',
      render: (value: OrderStatus) => <StatusTag status={value} />,
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{search ? t('orders.matching', { search }) : t('orders.title')}</h1>
      </div>
      <div className="dashboard__filters">
        <Input.Search
          key={search}
          defaultValue={search}
          placeholder={t('orders.searchPlaceholder')}
          allowClear
          onSearch={(value) => go({ search: value.trim() })}
          aria-label={t('orders.searchLabel')}
        />
        <FilterSelect<OrderStatus>
          label={t('orders.statusFilter')}
          value={status}
          values={ORDER_STATUSES}
          labelOf={(value) => statusLabel(t, value)}
          allLabel={t('orders.allStatuses')}
          onChange={(value) => go({ status: value })}
        />
        <FilterSelect<PaymentType>
          label={t('orders.paymentFilter')}
          value={paymentType}
          values={PAYMENT_TYPES}
          labelOf={(value) => paymentTypeLabel(t, value)}
          allLabel={t('orders.allPayments')}
          onChange={(value) => go({ paymentType: value })}
          minWidth={190}
        />
        <span className="dashboard__date-range" role="group" aria-label={t('orders.dateRange')}>
          <Input
            type="date"
            aria-label={t('orders.from')}
            value={from}
            max={to || undefined}
            onChange={(event) => go({ from: day(event.target.value) })}
          />
          <Input
            type="date"
            aria-label={t('orders.to')}
            value={to}
            min={from || undefined}
            onChange={(event) => go({ to: day(event.target.value) })}
          />
        </span>
      </div>
      <LoadError state={state} />
      {selectable && (
        <div className="dashboard__bulk-actions">
          {steadfast && (
            <BulkSteadfastBooking
              selected={selected}
              onDone={() => {
                setSelected([]);
                state.reload();
              }}
            />
          )}
          {pathao && (
            <BulkPathaoBooking
              selected={selected}
              onDone={() => {
                setSelected([]);
                state.reload();
              }}
            />
          )}
        </div>
      )}
      <Table<Order>
        rowKey="_id"
        rowSelection={
          selectable
            ? {
                selectedRowKeys: selected.map((o) => o._id),
                onChange: (_keys, rows) => setSelected(rows),
                getCheckboxProps: (o: Order) => ({
                  disabled: o.status !== 'processing',
                  'aria-label': t('orders.steadfast.select', { reference: o.reference }),
                }),
              }
            : undefined
        }
        columns={pinFirst(columns, 1)}
        scroll={{ x: 1000 }}
        dataSource={state.data?.items ?? []}
        loading={state.loading}
        pagination={{
          current: page + 1,
          pageSize,
          total: state.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('orders.total', { count: total }),
          onChange: (next) => go({ page: next - 1 }),
        }}
      />
    </section>
  );
}
