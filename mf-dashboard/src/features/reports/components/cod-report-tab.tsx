import { Button, Card, Col, Row, Statistic, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { CodCourierFigures, CodFigures } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { errorMessage, Messages, notify, useApi, useFormat } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { downloadCodCsv } from '../api/download-cod-csv';
import { getCodReport } from '../api/get-cod-report';
import { codDictionary, useCodText } from '../cod-messages/dictionary';
import { useReportsText } from '../messages/dictionary';
import { periodFor, type Period } from '../period';
import { PeriodPicker } from './period-picker';
import { SteadfastBalance } from './steadfast-balance';
import './cod-report.css';

/**
 * The reports' COD tab: for a period (parcels by the day they were shipped), each courier's Cash on
 * Delivery money (to collect, collected, delivery charges, paid to the shop, still owed) with the
 * totals, and the same as CSV; below, Steadfast's balance now (when Steadfast is configured).
 */
export function CodReportTab() {
  return (
    <Messages dictionary={codDictionary}>
      <CodReport />
    </Messages>
  );
}

function CodReport() {
  const t = useCodText();
  const r = useReportsText();
  const { price, number, language } = useFormat();
  const [period, setPeriod] = useState<Period>(() => periodFor('last30'));
  const [downloading, setDownloading] = useState(false);
  const range = { from: period.from, to: period.to };
  const report = useApi(`reports-cod:${range.from}:${range.to}`, (signal) => getCodReport(range, signal));
  const data = report.data;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadCodCsv(range);
    } catch (error) {
      notify.error(`${r('downloadFailed')}: ${errorMessage(error)}`);
    } finally {
      setDownloading(false);
    }
  };

  const money = (v: number) => price(v);
  const count = (v: number) => number(v);
  const columns: ColumnsType<CodCourierFigures> = [
    {
      title: t('col.courier'),
      key: 'courier',
      fixed: 'left',
      render: (_: unknown, c) => (
        <>
          {c.courier ? localized({ name: c.courier, nameBn: c.courierBn }, 'name', language) : t('noCourier')}
          {c.carrier && <Tag className="reports__via-api">{t('viaApi')}</Tag>}
        </>
      ),
    },
    { title: t('col.parcels'), dataIndex: 'parcels', align: 'right', render: count },
    { title: t('col.open'), dataIndex: 'open', align: 'right', render: count },
    { title: t('col.delivered'), dataIndex: 'delivered', align: 'right', render: count },
    { title: t('col.returned'), dataIndex: 'returned', align: 'right', render: count },
    { title: t('toCollect'), dataIndex: 'expected', align: 'right', render: money },
    { title: t('collected'), dataIndex: 'collected', align: 'right', render: money },
    { title: t('charges'), dataIndex: 'deliveryCharges', align: 'right', render: money },
    { title: t('paid'), dataIndex: 'settled', align: 'right', render: money },
    {
      title: t('owed'),
      dataIndex: 'owed',
      align: 'right',
      render: (v: number) => <strong>{money(v)}</strong>,
    },
  ];
  const cards: { key: keyof CodFigures; title: string }[] = [
    { key: 'expected', title: t('toCollect') },
    { key: 'collected', title: t('collected') },
    { key: 'deliveryCharges', title: t('charges') },
    { key: 'settled', title: t('paid') },
    { key: 'owed', title: t('owed') },
  ];

  return (
    <>
      <div className="reports__toolbar">
        <PeriodPicker value={period} onChange={setPeriod} />
        <Button onClick={download} loading={downloading}>
          {downloading ? r('downloading') : r('downloadCsv')}
        </Button>
      </div>
      <p className="reports__range">{t('intro')}</p>
      <LoadError state={report} />
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col xs={12} md={8} xxl={4} key={card.key}>
            <Card
              loading={report.loading && !data}
              size="small"
              className="reports__cod-card"
              data-testid={`cod-${card.key}`}
            >
              <Statistic title={card.title} value={data ? price(data.totals[card.key]) : ''} />
            </Card>
          </Col>
        ))}
      </Row>
      <Table<CodCourierFigures>
        className="reports__cod-table"
        rowKey="courier"
        size="small"
        loading={report.loading && !data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={data?.couriers ?? []}
        locale={{ emptyText: t('empty') }}
        summary={() =>
          data && data.couriers.length > 1 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>
                <strong>{t('total')}</strong>
              </Table.Summary.Cell>
              {(['parcels', 'open', 'delivered', 'returned'] as const).map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 1} align="right">
                  {count(data.totals[k])}
                </Table.Summary.Cell>
              ))}
              {(['expected', 'collected', 'deliveryCharges', 'settled', 'owed'] as const).map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 5} align="right">
                  <strong>{money(data.totals[k])}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
      {data && data.totals.owed < 0 && <p>{t('owedHelp')}</p>}
      <SteadfastBalance />
    </>
  );
}
