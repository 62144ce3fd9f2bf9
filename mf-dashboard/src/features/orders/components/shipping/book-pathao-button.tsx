import { Button } from 'antd';
import { useState } from 'react';
import type { Order } from '@tyre/contracts';
import { Messages, useApi } from '@tyre/web-kit';
import { getPathao } from '../../api/get-pathao';
import { shippingDictionary, useShippingText } from '../../shipping-messages/dictionary';
import { PathaoBookingDialog } from './pathao-booking-dialog';

/** Whether the shop can book with Pathao (asked once per screen; a failed ask offers nothing). */
export function usePathao(): boolean {
  return useApi('dashboard-pathao', (signal) => getPathao(signal)).data?.enabled === true;
}

/**
 * "Book with Pathao" on an order ready to ship (processing), when the shop has Pathao: opens the
 * booking dialog (its city, zone and area proposed and chosen there). Hands the shipped order up.
 */
export function BookPathaoButton({ order, onBooked }: { order: Order; onBooked: (order: Order) => void }) {
  const enabled = usePathao();
  if (!enabled || order.status !== 'processing') return null;
  return (
    <Messages dictionary={shippingDictionary} minHeight={32}>
      <BookPathao order={order} onBooked={onBooked} />
    </Messages>
  );
}

function BookPathao({ order, onBooked }: { order: Order; onBooked: (order: Order) => void }) {
  const t = useShippingText();
  const [open, setOpen] = useState(false);
  return (
    <div className="dashboard__courier-booking">
      <Button type="primary" onClick={() => setOpen(true)} data-testid="book-pathao">
        {t('pathao.book')}
      </Button>
      {open && (
        <PathaoBookingDialog
          orders={[order]}
          onClose={() => setOpen(false)}
          onBooked={(booked) => booked[0] && onBooked(booked[0])}
        />
      )}
    </div>
  );
}
