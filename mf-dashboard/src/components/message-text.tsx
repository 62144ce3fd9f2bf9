import { Tag } from 'antd';
import type { MessageChannel, MessageStatus, OrderEvent } from '@tyre/contracts';
import { useText, type DashboardText } from '../messages/dictionary';

// How the outbox's records read in the dashboard (the Messages screen and an order's messages).

/** The order event a message tells of ("Order placed", "Shipped" ...). */
export const eventLabel = (t: DashboardText, event: OrderEvent): string => t(`outbox.event.${event}`);

/** SMS or E-mail. */
export const channelLabel = (t: DashboardText, channel: MessageChannel): string =>
  t(`outbox.channel.${channel}`);

/** A message's status: waiting, sending, sent, failed. */
export const messageStatusLabel = (t: DashboardText, status: MessageStatus): string =>
  t(`outbox.status.${status}`);

/** When a message was made, tried or sent: day and time (Dhaka time). */
export const messageDateFormat: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** A message's status as a coloured tag (own colours, dashboard.css: 4.5:1 or more). */
export function MessageStatusTag({ status }: { status: MessageStatus }) {
  const t = useText();
  return (
    <Tag className={`message-status message-status--${status}`} data-testid="message-status">
      {messageStatusLabel(t, status)}
    </Tag>
  );
}
