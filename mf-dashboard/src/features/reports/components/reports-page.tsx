import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Card, Col, Empty, Row, Segmented, Statistic, Table, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import type {
  CategoryFigures,
  DistrictFigures,
  ProductFigures,
  ReportGranularity,
  StockProduct,
} from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { errorMessage, Messages, notify, useApi, useFormat } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { districtName } from '@tyre/contracts/constants';
import { downloadSalesCsv } from '../api/download-sales-csv';
import { getSales, getStock, getSummary } from '../api/get-reports';
import { reportsDictionary, useReportsText } from '../messages/dictionary';
import { periodFor, type Period } from '../period';
import { CodReportTab } from './cod-report-tab';
import { ContactMessagesTab } from './contact-messages-tab';
import { PeriodPicker } from './period-picker';
import './reports.css';

// Chart.js comes in its own chunk, fetched when this screen first draws a chart.
const SalesChart = lazy(() => import('./charts').then((m) => ({ default: m.SalesChart })));
const BarsChart = lazy(() => import('./charts').then((m) => ({ default: m.BarsChart })));
const DonutChart = lazy(() => import('./charts').then((m) => ({ default: m.DonutChart })));

function Panel({ title, children, loading }: { title: string; children: ReactNode; loading?: boolean }) {
  const t = useReportsText();
  return (
    <Card title={<h2 className="reports__panel-title">{title}</h2>} loading={loading} size="small">
      <Suspense fallback={<p>{t('loadingCharts')}</p>}>{children}</Suspense>
    </Card>
  );
}

// a report's days are calendar days (`YYYY-MM-DD`, already Dhaka days): written as they are, in UTC
const monthLabel: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const dayLabel: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
const rangeDay: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
const calendarDay = (day: string) => `${day}T00:00:00Z`;

/**
 * /dashboard/reports: sales of a period (Dhaka days) over time, by payment type, status,
 * district and product, inside versus outside Dhaka, how long orders take, low stock with links
 * to edit each product, and the period's order lines as CSV.
 */
export function ReportsPage() {
  return (
    <Messages dictionary={reportsDictionary}>
      <ReportsScreen />
    </Messages>
  );
}

function ReportsScreen() {
  const t = useReportsText();
  const format = useFormat();
  const formatBdt = format.price;
  const number = { format: (n: number) => format.number(n) };
  const figure = (n: number) => format.number(n);
  const district = (name: string) => districtName(name, format.language);
  // names in the language shown: the Bangla twin when there is one, else the English
  const title = (p: ProductFigures | StockProduct) => localized(p, 'title', format.language);
  const category = (c: CategoryFigures) =>
    c.categoryId === null ? t('unknownCategory') : localized(c, 'name', format.language);
  /** The label of a period on the time axis: the day, the week's Monday, or the month. */
  const periodLabel = (period: string, granularity: ReportGranularity) =>
    format.date(calendarDay(period), granularity === 'month' ? monthLabel : dayLabel);
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

  const hours = (h: number | null) =>
    h === null ? t('noHours') : t('hours', { hours: format.number(h, { maximumFractionDigits: 1 }) });

  const download = async () => {
    setDownloading(true);
    try {
      await downloadSalesCsv(range);
    } catch (error) {
      notify.error(`${t('downloadFailed')}: ${errorMessage(error)}`);
    } finally {
      setDownloading(false);
    }
  };

  const productColumns = [
    {
      title: t('col.product'),
      dataIndex: 'title',
      render: (_: string, p: ProductFigures) => (
        <Link to={`/dashboard/products/update/${p.slug}`}>{title(p)}</Link>
      ),
    },
    { title: t('col.units'), dataIndex: 'units', align: 'right' as const, render: figure },
    {
      title: t('col.revenue'),
      dataIndex: 'revenue',
      align: 'right' as const,
      render: (v: number) => formatBdt(v),
    },
  ];
  const districtColumns = [
    { title: t('col.district'), dataIndex: 'district', render: district },
    { title: t('col.orders'), dataIndex: 'orders', align: 'right' as const, render: figure },
    {
      title: t('col.revenue'),
      dataIndex: 'revenue',
      align: 'right' as const,
      render: (v: number) => formatBdt(v),
    },
  ];
  const stockColumns = [
    { title: t('col.product'), dataIndex: 'title', render: (_: string, p: StockProduct) => title(p) },
    {
      title: t('col.category'),
      dataIndex: 'categoryName',
      render: (_: string, p: StockProduct) => localized(p, 'categoryName', format.language),
    },
    { title: t('col.stock'), dataIndex: 'stock', align: 'right' as const, render: figure },
    {
      title: '',
      key: 'edit',
      render: (_: unknown, p: StockProduct) => (
        <Link to={`/dashboard/products/update/${p.slug}`} aria-label={t('editProduct', { title: title(p) })}>
          {t('edit')}
        </Link>
      ),
    },
  ];

  const salesTab = (
    <>
      <div className="reports__toolbar">
        <PeriodPicker value={period} onChange={setPeriod} />
        <Button onClick={download} loading={downloading}>
          {downloading ? t('downloading') : t('downloadCsv')}
        </Button>
      </div>
      <p className="reports__range" data-testid="report-range" data-from={range.from} data-to={range.to}>
        {t('rangeShown', {
          from: format.date(calendarDay(range.from), rangeDay),
          to: format.date(calendarDay(range.to), rangeDay),
        })}
      </p>
      <LoadError state={summary} />
      <Row gutter={[16, 16]}>
        {[
          { key: 'revenue', title: t('revenue'), value: s ? formatBdt(s.totals.revenue) : '' },
          { key: 'orders', title: t('orders'), value: s ? number.format(s.totals.orders) : '' },
          {
            key: 'average',
            title: t('averageOrder'),
            value: s ? formatBdt(s.totals.averageOrderValue) : '',
          },
          { key: 'units', title: t('units'), value: s ? number.format(s.totals.units) : '' },
          // orders that brought no money: counted apart, in no other figure
          {
            key: 'cancelled',
            title: t('cancelled'),
            value: s ? number.format(s.cancelled.orders) : '',
            note: t('notCounted'),
          },
          {
            key: 'returned',
            title: t('returned'),
            value: s ? number.format(s.returned.orders) : '',
            note: t('notCounted'),
          },
        ].map((card) => (
          <Col xs={12} md={8} xxl={4} key={card.key}>
            <Card loading={summary.loading && !s} size="small" data-testid={`report-${card.key}`}>
              <Statistic title={card.title} value={card.value} />
              {card.note && <p className="reports__card-note">{card.note}</p>}
            </Card>
          </Col>
        ))}
      </Row>

      <div className="reports__grid">
        <Panel title={t('overTime')}>
          <Segmented<ReportGranularity>
            value={granularity}
            onChange={setGranularity}
            aria-label={t('granularityLabel')}
            options={(['day', 'week', 'month'] as const).map((g) => ({
              value: g,
              label: t(`granularity.${g}`),
            }))}
          />
          <LoadError state={sales} />
          {sales.data && (
            <SalesChart
              label={t('overTime')}
              labels={sales.data.periods.map((p) => periodLabel(p.period, granularity))}
              revenue={sales.data.periods.map((p) => p.revenue)}
              orders={sales.data.periods.map((p) => p.orders)}
              revenueLabel={t('revenue')}
              ordersLabel={t('orders')}
            />
          )}
        </Panel>

        {s && s.totals.orders === 0 && s.cancelled.orders === 0 && s.returned.orders === 0 ? (
          <Empty description={t('empty')} />
        ) : (
          s && (
            <>
              <Row gutter={[16, 16]}>
                <Col xs={24} lg={8}>
                  <Panel title={t('paymentTypes')}>
                    <DonutChart
                      label={t('paymentTypes')}
                      labels={s.byPaymentType.map((p) => t(`payment.${p.paymentType}`))}
                      values={s.byPaymentType.map((p) => p.revenue)}
                    />
                    <ul className="reports__legend">
                      {s.byPaymentType.map((p) => (
                        <li key={p.paymentType}>
                          {t('figureLine', {
                            name: t(`payment.${p.paymentType}`),
                            orders: number.format(p.orders),
                            revenue: formatBdt(p.revenue),
                          })}
                        </li>
                      ))}
                    </ul>
                  </Panel>
                </Col>
                <Col xs={24} lg={8}>
                  <Panel title={t('statuses')}>
                    <BarsChart
                      label={t('statuses')}
                      seriesLabel={t('orders')}
                      labels={s.byStatus.map((r) => t(`status.${r.status}`))}
                      values={s.byStatus.map((r) => r.orders)}
                    />
                  </Panel>
                </Col>
                <Col xs={24} lg={8}>
                  <Panel title={t('dhaka')}>
                    <DonutChart
                      label={t('dhaka')}
                      labels={[t('insideDhaka'), t('outsideDhaka')]}
                      values={[s.dhaka.inside.revenue, s.dhaka.outside.revenue]}
                    />
                    <ul className="reports__legend">
                      <li>
                        {t('figureLine', {
                          name: t('insideDhaka'),
                          orders: number.format(s.dhaka.inside.orders),
                          revenue: formatBdt(s.dhaka.inside.revenue),
                        })}
                      </li>
                      <li>
                        {t('figureLine', {
                          name: t('outsideDhaka'),
                          orders: number.format(s.dhaka.outside.orders),
                          revenue: formatBdt(s.dhaka.outside.revenue),
                        })}
                      </li>
                    </ul>
                  </Panel>
                </Col>
              </Row>
              <Row gutter={[16, 16]}>
                <Col xs={24} lg={12}>
                  <Panel title={t('topDistricts')}>
                    <BarsChart
                      label={t('topDistricts')}
                      seriesLabel={t('revenue')}
                      labels={s.topDistricts.byRevenue.map((d) => district(d.district))}
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
                  <Panel title={t('topProducts')}>
                    <BarsChart
                      label={t('topProducts')}
                      seriesLabel={t('revenue')}
                      labels={s.topProducts.byRevenue.map(title)}
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
                  <Panel title={t('topCategories')}>
                    <ul className="reports__legend">
                      {s.topCategories.byRevenue.map((c) => (
                        <li key={c.categoryId ?? c.name}>
                          {t('unitsLine', {
                            name: category(c),
                            units: number.format(c.units),
                            revenue: formatBdt(c.revenue),
                          })}
                        </li>
                      ))}
                    </ul>
                  </Panel>
                </Col>
                <Col xs={24} lg={12}>
                  <Panel title={t('timing')}>
                    <Statistic
                      title={t('bkashVerification')}
                      value={hours(s.timing.bkashVerification.medianHours)}
                    />
                    <Statistic title={t('completion')} value={hours(s.timing.completion.medianHours)} />
                  </Panel>
                </Col>
                <Col xs={24} lg={12}>
                  <Panel title={t('online')}>
                    <div data-testid="online-payments">
                      <Statistic
                        title={t('onlinePaid', { orders: number.format(s.online.paid.orders) })}
                        value={formatBdt(s.online.paid.revenue)}
                      />
                      <Statistic
                        title={t('onlineAwaiting', { orders: number.format(s.online.awaiting.orders) })}
                        value={formatBdt(s.online.awaiting.revenue)}
                      />
                      <Statistic
                        title={t('onlineRefunds', { orders: number.format(s.online.refunds.orders) })}
                        value={formatBdt(s.online.refunds.amount)}
                      />
                    </div>
                  </Panel>
                </Col>
              </Row>
            </>
          )
        )}

        <Panel
          title={t('lowStock', { threshold: number.format(stock.data?.threshold ?? 5) })}
          loading={stock.loading && !stock.data}
        >
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
                locale={{ emptyText: t('noLowStock') }}
              />
              <p>{t('unsold', { total: number.format(stock.data.unsoldTotal) })}</p>
            </>
          )}
        </Panel>
      </div>
    </>
  );

  return (
    <section className="reports">
      <div className="dashboard__page-head">
        <h1>{t('title')}</h1>
      </div>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'sales', label: t('salesTab'), children: salesTab },
          { key: 'cod', label: t('codTab'), children: <CodReportTab /> },
          { key: 'contact', label: t('contactTab'), children: <ContactMessagesTab /> },
        ]}
      />
    </section>
  );
}
