import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { Order } from '@tyre/contracts';
import { localized } from '@tyre/contracts/localized';
import { errorMessage, LoadState, notify, useApi, useFormat } from '@tyre/web-kit';
import { getOrder } from '../../../api/get-order';
import { districtName } from '@tyre/contracts/constants';
import { StatusBadge } from '../../../components/status-badge';
import { downloadInvoice } from '../api/download-invoice';
import { useInvoiceMessages } from '../messages';
import './invoice.css';

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function DownloadPdf({ order }: { order: Order }) {
  const t = useInvoiceMessages();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      saveFile(await downloadInvoice(order.key), `invoice-${order.reference}.pdf`);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="kit-button" onClick={onClick} disabled={busy}>
      {busy ? t.downloading : t.downloadPdf}
    </button>
  );
}

function Invoice({ order }: { order: Order }) {
  const { price, date, number, language } = useFormat();
  const t = useInvoiceMessages();
  const { customer, payment } = order;
  const address = [
    customer.address,
    customer.town,
    customer.thana,
    districtName(customer.district, language),
    customer.postCode,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <article className="kit-panel invoice" aria-labelledby="invoice-title">
      <header className="invoice__head">
        <h1 id="invoice-title" className="invoice__title">
          {t.title} {order.reference}
        </h1>
        <dl className="invoice__facts">
          <dt>{t.reference}</dt>
          <dd data-testid="invoice-reference">{order.reference}</dd>
          <dt>{t.date}</dt>
          <dd>{date(order.createdAt)}</dd>
          <dt>{t.status}</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </dl>
      </header>
      <div className="invoice__parties">
        <section>
          <h2>{t.billTo}</h2>
          <p>
            <strong>{customer.name}</strong>
            {customer.companyName && (
              <>
                <br />
                {customer.companyName}
              </>
            )}
            <br />
            {address}
            <br />
            {customer.mobileNumber}
            {customer.email && (
              <>
                <br />
                {customer.email}
              </>
            )}
          </p>
        </section>
        <section>
          <h2>{t.payment}</h2>
          <p>
            {payment.paymentType === 'bKash'
              ? t.bkash
              : payment.paymentType === 'bKash Online'
                ? t.bkashOnline
                : t.cod}
            {payment.paymentType === 'bKash' && payment.mobileNumber && payment.trxID && (
              <>
                <br />
                {t.bkashFrom(payment.mobileNumber, payment.trxID)}
              </>
            )}
          </p>
        </section>
      </div>
      <div className="invoice__table-wrap">
        <table className="invoice__table">
          <thead>
            <tr>
              <th scope="col">{t.product}</th>
              <th scope="col">{t.quantity}</th>
              <th scope="col" className="invoice__unit">
                {t.unitPrice}
              </th>
              <th scope="col">{t.lineTotal}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.product}>
                <td>{localized({ title: line.title, titleBn: line.titleBn }, 'title', language)}</td>
                <td>{number(line.quantity)}</td>
                <td className="invoice__unit">{price(line.unitPrice)}</td>
                <td>{price(line.lineTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="invoice__totals">
        <dt>{t.subtotal}</dt>
        <dd>{price(order.subtotal)}</dd>
        <dt>{t.shipping}</dt>
        <dd>{price(order.shipping)}</dd>
        <dt className="invoice__total">{t.total}</dt>
        <dd className="invoice__total" data-testid="invoice-total">
          {price(order.total)}
        </dd>
      </dl>
      <p className="invoice__thanks">{t.thanks}</p>
      <div className="invoice__actions">
        <DownloadPdf order={order} />
        <button type="button" className="kit-button kit-button--ghost" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
    </article>
  );
}

/** /invoice/:id (the order's key): the invoice on screen, printable, with its PDF. */
export function InvoicePage() {
  const { id = '' } = useParams();
  const order = useApi(`invoice:${id}`, (signal) => getOrder(id, signal));
  return (
    <section className="kit-container kit-page invoice-page">
      <LoadState state={order}>{(found) => <Invoice order={found} />}</LoadState>
    </section>
  );
}
