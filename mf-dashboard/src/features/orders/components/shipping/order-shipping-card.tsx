import { Card } from 'antd';
import type { Order } from '@tyre/contracts';
import { Messages } from '@tyre/web-kit';
import { shippingDictionary, useShippingText } from '../../shipping-messages/dictionary';
import { CourierLatest } from './courier-latest';
import { CustomerRecord } from './customer-record';
import { ReturnedParcel } from './returned-parcel';
import './shipping.css';

/**
 * The order page's shipping card: a returned parcel to resolve, the courier's latest word, and
 * the customer's record (how the number's other orders ended). Its text is a chunk of its own.
 */
export function OrderShippingCard({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  return (
    <Messages dictionary={shippingDictionary}>
      <ShippingCard order={order} onChange={onChange} />
    </Messages>
  );
}

function ShippingCard({ order, onChange }: { order: Order; onChange: (order: Order) => void }) {
  const t = useShippingText();
  return (
    <Card title={t('card.title')} size="small" className="shipping">
      <ReturnedParcel order={order} onChange={onChange} />
      <CourierLatest shipment={order.shipment} />
      <CustomerRecord order={order} />
    </Card>
  );
}
