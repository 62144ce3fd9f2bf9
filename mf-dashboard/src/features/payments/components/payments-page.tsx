import { Button, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { PaymentRecord } from '@tyre/contracts';
import {
  PAYMENT_GATEWAYS,
  PAYMENT_STATES,
  type PaymentGateway,
  type PaymentState,
} from '@tyre/contracts/constants';
import { Messages, notify, useApi, useFormat } from '@tyre/web-kit';
import { FilterSelect } from '../../../components/filter-select';
import { LoadError } from '../../../components/load-error';
import { oneOf, pageParam } from '../../../lib/query';
import { pinFirst } from '../../../lib/responsive-table';
import { downloadPaymentsCsv } from '../api/download-payments-csv';
import { getPayments } from '../api/get-payments';
import { paymentsDictionary, usePaymentsText } from '../messages/dictionary';

const pageSize = 20;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && dayPattern.test(value) ? value : '');

const STATE_COLORS: Record<PaymentState, string> = {
  created: 'default',
  executing: 'processing',
  completed: 'green',
  review: 'gold',
  failed: 'default',
  cancelled: 'default',
  refunded: 'blue',
  flagged: 'red',
};

interface Filters {
  search: string;
  gateway: PaymentGateway | '';
  state: PaymentState | '';
  from: string;
  to: string;
  page: number;
}

function Payments() {
  const t = usePaymentsText();
  const { price, date } = useFormat();
  const [params, setParams] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const filters: Filters = {
    search: params.get('search')?.trim() ?? '',
    gateway: oneOf(PAYMENT_GATEWAYS, params.get('gateway')),
    state: oneOf(PAYMENT_STATES, params.get('state')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: pageParam(params.get('page')),
  };
  const { search, gateway, state, from, to, page } = filters;
  const query = {
    search,
    gateway: gateway || undefined,
    state: state || undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const list = useApi(`dashboard-payments:${page}:${search}:${gateway}:${state}:${from}:${to}`, (signal) =>
    getPayments({ ...query, page, size: pageSize }, signal),
  );

  const go = (next: Partial<Filters>) => {
    const merged: Filters = { ...filters, page: 0, ...next };
    const address: Record<string, string> = {};
    for (const name of ['search', 'gateway', 'state', 'from', 'to'] as const)
      if (merged[name]) address[name] = merged[name];
    if (merged.page > 0) address.page = String(merged.page);
    setParams(address);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadPaymentsCsv(query);
    } catch {
      notify.error(t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<PaymentRecord> = [
    {
      title: t('column.order'),
      dataIndex: 'reference',
      width: 120,
      render: (reference: string, p: PaymentRecord) => (
        <Link to={`/dashboard/orders/${p.orderId}`} aria-label={t('openOrder', { reference })}>
          {reference}
        </Link>
      ),
    },
    {
      title: t('column.created'),
      dataIndex: 'createdAt',
      width: 150,
      render: (iso: string) =>
        date(iso, { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }),
    },
    {
      title: t('column.gateway'),
      dataIndex: 'gateway',
      width: 130,
      render: (g: PaymentGateway) => t(`gateway.${g}`),
    },
    {
      title: t('column.amount'),
      dataIndex: 'amount',
      width: 150,
      render: (amount: number) => <span className="kit-price">{price(amount)}</span>,
    },
    {
      title: t('column.state'),
      width: 170,
      dataIndex: 'state',
      render: (s: PaymentState, p: PaymentRecord) => (
        <>
          <Tag color={STATE_COLORS[s]}>{t(`state.${s}`)}</Tag>
          {p.riskLevel === 1 && <Tag color="red">{t('risky')}</Tag>}
        </>
      ),
    },
    { title: t('column.method'), dataIndex: 'method', width: 170, render: (m?: string) => m ?? '—' },
    {
      title: t('column.trxId'),
      dataIndex: 'trxID',
      width: 240,
      render: (id?: string) => (id ? <code>{id}</code> : '—'),
    },
    {
      title: t('column.refunded'),
      dataIndex: 'refunded',
      width: 130,
      render: (amount?: number) => (amount ? <span className="kit-price">{price(amount)}</span> : '—'),
    },
    { title: t('column.note'), dataIndex: 'note', render: (note?: string) => note ?? '' },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('title')}</h1>
        <Button onClick={exportCsv} loading={exporting}>
          {t('export')}
        </Button>
      </div>
      <p>{t('intro')}</p>
      <div className="dashboard__filters">
        <Input.Search
          key={search}
          defaultValue={search}
          placeholder={t('searchPlaceholder')}
          allowClear
          onSearch={(value) => go({ search: value.trim() })}
          aria-label={t('searchLabel')}
        />
        <FilterSelect<PaymentGateway>
          label={t('gatewayFilter')}
          value={gateway}
          values={PAYMENT_GATEWAYS}
          labelOf={(value) => t(`gateway.${value}`)}
          allLabel={t('allGateways')}
          onChange={(value) => go({ gateway: value })}
        />
        <FilterSelect<PaymentState>
          label={t('stateFilter')}
          value={state}
          values={PAYMENT_STATES}
          labelOf={(value) => t(`state.${value}`)}
          allLabel={t('allStates')}
          onChange={(value) => go({ state: value })}
        />
        <span className="dashboard__date-range" role="group" aria-label={t('dateRange')}>
          <Input
            type="date"
            aria-label={t('from')}
            value={from}
            max={to || undefined}
            onChange={(event) => go({ from: day(event.target.value) })}
          />
          <Input
            type="date"
            aria-label={t('to')}
            value={to}
            min={from || undefined}
            onChange={(event) => go({ to: day(event.target.value) })}
          />
        </span>
      </div>
      <LoadError state={list} />
      <Table<PaymentRecord>
        rowKey="_id"
        columns={pinFirst(columns, 1)}
        scroll={{ x: 1500 }}
        dataSource={list.data?.items ?? []}
        loading={list.loading}
        pagination={{
          current: page + 1,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('total', { count: total }),
          onChange: (next) => go({ page: next - 1 }),
        }}
      />
    </section>
  );
}

/**
 * /dashboard/payments: every online payment attempt of both gateways, newest first, filtered by
 * gateway, state, days and a search (order reference, payment or transaction id), exported as CSV;
 * a row's order opens the order (its refunds).
 */
export function PaymentsPage() {
  return (
    <Messages dictionary={paymentsDictionary}>
      <Payments />
    </Messages>
  );
}
