import { Button } from 'antd';
import { useRef, useState } from 'react';
import type { Order } from '@tyre/contracts';
import { Messages } from '@tyre/web-kit';
import { shippingDictionary, useShippingText } from '../../shipping-messages/dictionary';
import { PathaoBookingDialog } from './pathao-booking-dialog';

/**
 * "Book selected with Pathao" above the orders list: opens the booking dialog with the selected
 * orders (processing ones only can be selected), each with its own destination; once it closes
 * after a booking, the list loads again.
 */
export function BulkPathaoBooking({ selected, onDone }: { selected: Order[]; onDone: () => void }) {
  return (
    <Messages dictionary={shippingDictionary} minHeight={32}>
      <BulkPathao selected={selected} onDone={onDone} />
    </Messages>
  );
}

function BulkPathao({ selected, onDone }: { selected: Order[]; onDone: () => void }) {
  const t = useShippingText();
  const [open, setOpen] = useState<Order[] | null>(null);
  // whether this dialog booked any: the list loads again when it closes
  const booked = useRef(false);
  const close = () => {
    setOpen(null);
    if (booked.current) onDone();
    booked.current = false;
  };
  return (
    <>
      <Button
        type="primary"
        disabled={selected.length === 0}
        onClick={() => setOpen(selected)}
        data-testid="book-pathao-selected"
      >
        {t('pathao.bookSelected', { count: String(selected.length) })}
      </Button>
      {open && <PathaoBookingDialog orders={open} onClose={close} onBooked={() => (booked.current = true)} />}
    </>
  );
}
