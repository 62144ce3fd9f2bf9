import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Card, Col, Empty, Row, Segmented, Statistic, Table, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import type { DistrictFigures, ProductFigures, ReportGranularity, StockProduct } from '@tyre/contracts';
import { errorMessage, formatBdt, notify, useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { downloadSalesCsv } from '../api/download-sales-csv';
import { getSales, getStock, getSummary } from '../api/get-reports';
import { messages, statusLabels } from '../messages';
import { periodFor, type Period } from '../period';
import { ContactMessagesTab } from './contact-messages-tab';
import { PeriodPicker } from './period-picker';

// Chart.js comes in its own chunk, fetched when this screen first draws a chart.
const SalesChart = lazy(() => import('./charts').then((m) => ({ default: m.SalesChart })));
const BarsChart = lazy(() => import('./charts').then((m) => ({ default: m.BarsChart })));
const DonutChart = lazy(() => import('./charts').then((m) => ({ default: m.DonutChart })));

const number = new Intl.NumberFormat('en-IN');

function Panel({ title, children, loading }: { title: string; children: ReactNode; loading?: boolean }) {
  return (
    <Card title={<h2 className="reports__panel-title">{title}</h2>} loading={loading} size="small">
      <Suspense fallback={<p>{messages.loadingCharts}</p>}>{children}</Suspense>
    </Card>
  );
}

/** The label of a period on the time axis: the day, the week's Monday, or the month. */
function periodLabel(period: string, granularity: ReportGranularity) {
  const date = new Date(`${period}T00:00:00Z`);
  if (granularity === 'month')
    return date.toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/**
 * /dashboard/reports: sales of a period (Dhaka days) over time, by payment type, status,
 * district and product, inside versus outside Dhaka, how long orders take, low stock with links
 * to edit each product, and the period's order lines as CSV.
 */
export function ReportsPage() {
  const [period, setPeriod] = useState<Period>(() => periodFor('last30'));
  const [granularity, setGranularity] = useState<ReportGranularity>('day');
  const [downloading, setDownloading] = useState(false);
  const range = { from: period.from, to: period.to };
  const key = `${range.from}:${range.to}`;
  const sales = useApi(`reports-sales:${key}:${granularity}`, (signal) =>
    getSales(range, granularity, signal),
  );
  const summary = useApi(`reports-summary:${key}`, (signal) => getSummary(range, signal));
  const stock = useApi(`reports-stock:${key}`, (signal) => getStock(range, signal));
  const s = summary.data;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadSalesCsv(range);
    } catch (error) {
      notify.error(`${messages.downloadFailed}: ${errorMessage(error)}`);
    } finally {
      setDownloading(false);
    }
  };

  const productColumns = [
    {
      title: messages.columns.product,
      dataIndex: 'title',
      render: (title: string, p: ProductFigures) => (
        <Link to={`/dashboard/products/update/${p.slug}`}>{title}</Link>
      ),
    },
    { title: messages.columns.units, dataIndex: 'units', align: 'right' as const },
    {
      title: messages.columns.revenue,
      dataIndex: 'revenue',
      align: 'right' as const,
      render: (v: number) => formatBdt(v),
    },
  ];
  const districtColumns = [
    { title: messages.columns.district, dataIndex: 'district' },
    { title: messages.columns.orders, dataIndex: 'orders', align: 'right' as const },
    {
      title: messages.columns.revenue,
      dataIndex: 'revenue',
      align: 'right' as const,
      render: (v: number) => formatBdt(v),
    },
  ];
  const stockColumns = [
    { title: messages.columns.product, dataIndex: 'title' },
    { title: messages.columns.category, dataIndex: 'categoryName' },
    { title: messages.columns.stock, dataIndex: 'stock', align: 'right' as const },
    {
      title: '',
      key: 'edit',
      render: (_: unknown, p: StockProduct) => (
        <Link to={`/dashboard/products/update/${p.slug}`} aria-label={`${messages.edit} ${p.title}`}>
          {messages.edit}
        </Link>
      ),
    },
  ];

  const salesTab = (
    <>
      <div className="reports__toolbar">
        <PeriodPicker value={period} onChange={setPeriod} />
        <Button onClick={download} loading={downloading}>
          {downloading ? messages.downloading : messages.downloadCsv}
        </Button>
      </div>
      <p className="reports__range" data-testid="report-range">
        {messages.rangeShown(range.from, range.to)}
      </p>
      <LoadError state={summary} />
      <Row gutter={[16, 16]}>
        {[
          { key: 'revenue', title: messages.revenue, value: s ? formatBdt(s.totals.revenue) : '' },
          { key: 'orders', title: messages.orders, value: s ? number.format(s.totals.orders) : '' },
          {
            key: 'average',
            title: messages.averageOrder,
            value: s ? formatBdt(s.totals.averageOrderValue) : '',
          },
          { key: 'units', title: messages.units, value: s ? number.format(s.totals.units) : '' },
          {
            key: 'cancelled',
            title: messages.cancelled,
            value: s ? messages.cancelledNote(s.cancelled.orders) : '',
          },
        ].map((card) => (
          <Col xs={12} md={8} xl={4} key={card.key}>
            <Card loading={summary.loading && !s} size="small" data-testid={`report-${card.key}`}>
              <Statistic title={card.title} value={card.value} />
            </Card>
          </Col>
        ))}
      </Row>

      <div className="reports__grid">
        <Panel title={messages.overTime}>
          <Segmented<ReportGranularity>
            value={granularity}
            onChange={setGranularity}
            aria-label={messages.granularityLabel}
            options={(['day', 'week', 'month'] as const).map((g) => ({
              value: g,
              label: messages.granularity[g],
            }))}
          />
          <LoadError state={sales} />
          {sales.data && (
            <SalesChart
              label={messages.overTime}
              labels={sales.data.periods.map((p) => periodLabel(p.period, granularity))}
              revenue={sales.data.periods.map((p) => p.revenue)}
              orders={sales.data.periods.map((p) => p.orders)}
              revenueLabel={messages.revenue}
              ordersLabel={messages.orders}
            />
          )}
        </Panel>

        {s && s.totals.orders === 0 && s.cancelled.orders === 0 ? (
          <Empty description={messages.empty} />
        ) : (
          s && (
            <>
              <Row gutter={[16, 16]}>
                <Col xs={24} lg={8}>
                  <Panel title={messages.paymentTypes}>
                    <DonutChart
                      label={messages.paymentTypes}
                      labels={s.byPaymentType.map((p) => p.paymentType)}
                      values={s.byPaymentType.map((p) => p.revenue)}
                    />
                    <ul className="reports__legend">
                      {s.byPaymentType.map((p) => (
                        <li key={p.paymentType}>
                          {p.paymentType}: {number.format(p.orders)} {messages.orders.toLowerCase()},{' '}
                          {formatBdt(p.revenue)}
                        </li>
                      ))}
                    </ul>
                  </Panel>
                </Col>
                <Col xs={24} lg={8}>
                  <Panel title={messages.statuses}>
                    <BarsChart
                      label={messages.statuses}
                      seriesLabel={messages.orders}
                      labels={s.byStatus.map((r) => statusLabels[r.status])}
                      values={s.byStatus.map((r) => r.orders)}
                    />
                  </Panel>
                </Col>
                <Col xs={24} lg={8}>
                  <Panel title={messages.dhaka}>
                    <DonutChart
                      label={messages.dhaka}
                      labels={[messages.insideDhaka, messages.outsideDhaka]}
                      values={[s.dhaka.inside.revenue, s.dhaka.outside.revenue]}
                    />
                    <ul className="reports__legend">
                      <li>
                        {messages.insideDhaka}: {number.format(s.dhaka.inside.orders)}{' '}
                        {messages.orders.toLowerCase()}, {formatBdt(s.dhaka.inside.revenue)}
                      </li>
                      <li>
                        {messages.outsideDhaka}: {number.format(s.dhaka.outside.orders)}{' '}
                        {messages.orders.toLowerCase()}, {formatBdt(s.dhaka.outside.revenue)}
                      </li>
                    </ul>
                  </Panel>
                </Col>
              </Row>
              <Row gutter={[16, 16]}>
                <Col xs={24} lg={12}>
                  <Panel title={messages.topDistricts}>
                    <BarsChart
                      label={messages.topDistricts}
                      seriesLabel={messages.revenue}
                      labels={s.topDistricts.byRevenue.map((d) => d.district)}
                      values={s.topDistricts.byRevenue.map((d) => d.revenue)}
                    />
                    <Table<DistrictFigures>
                      rowKey="district"
                      size="small"
                      pagination={false}
                      scroll={{ x: 'max-content' }}
                      columns={districtColumns}
                      dataSource={s.topDistricts.byOrders}
                    />
                  </Panel>
                </Col>
                <Col xs={24} lg={12}>
                  <Panel title={messages.topProducts}>
                    <BarsChart
                      label={messages.topProducts}
                      seriesLabel={messages.revenue}
                      labels={s.topProducts.byRevenue.map((p) => p.title)}
                      values={s.topProducts.byRevenue.map((p) => p.revenue)}
                    />
                    <Table<ProductFigures>
                      rowKey="product"
                      size="small"
                      pagination={false}
                      scroll={{ x: 'max-content' }}
                      columns={productColumns}
                      dataSource={s.topProducts.byRevenue}
                    />
                  </Panel>
                </Col>
              </Row>
              <Row gutter={[16, 16]}>
                <Col xs={24} lg={12}>
                  <Panel title={messages.topCategories}>
                    <ul className="reports__legend">
                      {s.topCategories.byRevenue.map((c) => (
                        <li key={c.categoryId ?? c.name}>
                          {c.name}: {number.format(c.units)} {messages.units.toLowerCase()},{' '}
                          {formatBdt(c.revenue)}
                        </li>
                      ))}
                    </ul>
                  </Panel>
                </Col>
                <Col xs={24} lg={12}>
                  <Panel title={messages.timing}>
                    <Statistic
                      title={messages.bkashVerification}
                      value={messages.hours(s.timing.bkashVerification.medianHours)}
                    />
                    <Statistic
                      title={messages.completion}
                      value={messages.hours(s.timing.completion.medianHours)}
                    />
                  </Panel>
                </Col>
              </Row>
            </>
          )
        )}

        <Panel title={messages.lowStock(stock.data?.threshold ?? 5)} loading={stock.loading && !stock.data}>
          <LoadError state={stock} />
          {stock.data && (
            <>
              <Table<StockProduct>
                rowKey="_id"
                size="small"
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                scroll={{ x: 'max-content' }}
                columns={stockColumns}
                dataSource={stock.data.lowStock}
                locale={{ emptyText: messages.noLowStock }}
              />
              <p>{messages.unsold(stock.data.unsoldTotal)}</p>
            </>
          )}
        </Panel>
      </div>
    </>
  );

  return (
    <section className="reports">
      <div className="dashboard__page-head">
        <h1>{messages.title}</h1>
      </div>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'sales', label: messages.salesTab, children: salesTab },
          { key: 'contact', label: messages.contactTab, children: <ContactMessagesTab /> },
        ]}
      />
    </section>
  );
}
