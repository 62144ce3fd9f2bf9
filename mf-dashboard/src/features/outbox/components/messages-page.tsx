import { Button, Input, Popconfirm, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  ORDER_EVENTS,
  type MessageChannel,
  type MessageStatus,
  type OrderEvent,
  type OutboxMessage,
} from '@tyre/contracts';
import { useApi, useFormat } from '@tyre/web-kit';
import { FilterSelect } from '../../../components/filter-select';
import { LoadError } from '../../../components/load-error';
import {
  channelLabel,
  eventLabel,
  messageDateFormat,
  messageStatusLabel,
  MessageStatusTag,
} from '../../../components/message-text';
import { oneOf, pageParam } from '../../../lib/query';
import { pinFirst } from '../../../lib/responsive-table';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { useText } from '../../../messages/dictionary';
import { getMessages } from '../api/get-messages';
import { resendMessage } from '../api/resend-message';
import { MessageDetails } from './message-details';

const pageSize = 20;
const dayFormat: Intl.DateTimeFormatOptions = { day: '2-digit', month: 'short', year: 'numeric' };
const timeFormat: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

interface Filters {
  status: MessageStatus | '';
  channel: MessageChannel | '';
  event: OrderEvent | '';
  reference: string;
  page: number;
}

/** The error of the latest try, when that try failed. */
export const lastError = (message: OutboxMessage): string | undefined => {
  const last = message.attempts.at(-1);
  return last && !last.ok ? last.error : undefined;
};

/** A message may be sent again once it is out of the sender's hands: sent, or failed for good. */
const canResend = (message: OutboxMessage) => message.status === 'sent' || message.status === 'failed';

/**
 * /dashboard/messages: the outbox of SMS and e-mails about orders, newest first, 20 a page,
 * filtered by status, channel, event and order reference (kept in the address). A row opens to
 * the message's text and each try with its outcome; a sent or failed message can be sent again.
 */
export function MessagesPage() {
  const t = useText();
  const { date } = useFormat();
  const when = (iso: string) => date(iso, messageDateFormat);
  /** `iso` as a time when it falls on the day of `day` (Dhaka time), else with its day. */
  const laterOn = (iso: string, day: string) =>
    date(iso, dayFormat) === date(day, dayFormat) ? date(iso, timeFormat) : when(iso);
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    status: oneOf(MESSAGE_STATUSES, params.get('status')),
    channel: oneOf(MESSAGE_CHANNELS, params.get('channel')),
    event: oneOf(ORDER_EVENTS, params.get('event')),
    reference: params.get('reference')?.trim().toUpperCase() ?? '',
    page: pageParam(params.get('page')),
  };
  const { status, channel, event, reference, page } = filters;
  const filtered = Boolean(status || channel || event || reference);
  const state = useApi(`dashboard-messages:${page}:${status}:${channel}:${event}:${reference}`, (signal) =>
    getMessages(
      {
        page,
        size: pageSize,
        status: status || undefined,
        channel: channel || undefined,
        event: event || undefined,
        reference,
      },
      signal,
    ),
  );
  const [resending, setResending] = useState<string | null>(null);

  const go = (next: Partial<Filters>) => {
    const merged: Filters = { ...filters, page: 0, ...next };
    const query: Record<string, string> = {};
    for (const name of ['status', 'channel', 'event', 'reference'] as const)
      if (merged[name]) query[name] = merged[name];
    if (merged.page > 0) query.page = String(merged.page);
    setParams(query);
  };

  const resend = async (message: OutboxMessage) => {
    setResending(message._id);
    const queued = await runWithToasts(
      () => resendMessage(message._id),
      t('messages.resent', { channel: channelLabel(t, message.channel), to: message.to }),
    );
    setResending(null);
    if (queued) state.reload();
  };

  const columns: ColumnsType<OutboxMessage> = [
    {
      title: t('messages.column.reference'),
      dataIndex: 'reference',
      width: 110,
      render: (value: string, message: OutboxMessage) => (
        <Link
          to={`/dashboard/orders/${message.orderId}`}
          aria-label={t('messages.openOrder', { reference: value })}
        >
          {value}
        </Link>
      ),
    },
    {
      title: t('messages.column.event'),
      dataIndex: 'event',
      width: 130,
      render: (value: OrderEvent) => eventLabel(t, value),
    },
    {
      title: t('messages.column.channel'),
      dataIndex: 'channel',
      width: 96,
      render: (value: MessageChannel) => channelLabel(t, value),
    },
    {
      title: t('messages.column.to'),
      dataIndex: 'to',
      width: 170,
      render: (to: string, message: OutboxMessage) => (
        <span className="messages__to">
          <span dir="ltr">{to}</span>
          {message.audience === 'staff' && <Tag>{t('messages.staff')}</Tag>}
        </span>
      ),
    },
    {
      title: t('messages.column.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: MessageStatus, message: OutboxMessage) => (
        <>
          <MessageStatusTag status={value} />
          <div className="messages__when">{t('messages.tries', { count: message.tries })}</div>
        </>
      ),
    },
    {
      title: t('messages.column.lastError'),
      key: 'lastError',
      render: (_: unknown, message: OutboxMessage) => {
        const error = lastError(message);
        return error ? <span className="messages__error">{error}</span> : null;
      },
    },
    {
      title: t('messages.column.time'),
      key: 'time',
      width: 190,
      render: (_: unknown, message: OutboxMessage) => (
        <>
          <div>{when(message.createdAt)}</div>
          {message.sentAt ? (
            <div className="messages__when">
              {t('messages.sentAt', { when: laterOn(message.sentAt, message.createdAt) })}
            </div>
          ) : (
            message.status === 'pending' &&
            message.nextAt && (
              <div className="messages__when">
                {t('messages.nextTry', { when: laterOn(message.nextAt, message.createdAt) })}
              </div>
            )
          )}
        </>
      ),
    },
    {
      title: t('record.actions'),
      key: 'actions',
      width: 110,
      render: (_: unknown, message: OutboxMessage) =>
        canResend(message) ? (
          <Popconfirm
            title={t('messages.confirmResend')}
            description={`${channelLabel(t, message.channel)} · ${message.to}`}
            okText={t('messages.resend')}
            cancelText={t('record.cancel')}
            onConfirm={() => resend(message)}
          >
            <Button
              size="small"
              loading={resending === message._id}
              disabled={resending !== null}
              aria-label={t('messages.resendTo', {
                channel: channelLabel(t, message.channel),
                to: message.to,
              })}
            >
              {t('messages.resend')}
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('messages.title')}</h1>
        <Button onClick={state.reload} loading={state.loading}>
          {t('messages.refresh')}
        </Button>
      </div>
      <p className="messages__intro">{t('messages.intro')}</p>
      <div className="dashboard__filters">
        <Input.Search
          key={reference}
          defaultValue={reference}
          placeholder={t('messages.referencePlaceholder')}
          allowClear
          onSearch={(value) => go({ reference: value.trim().toUpperCase() })}
          aria-label={t('messages.referenceFilter')}
          maxLength={20}
        />
        <FilterSelect<MessageStatus>
          label={t('messages.statusFilter')}
          value={status}
          values={MESSAGE_STATUSES}
          labelOf={(value) => messageStatusLabel(t, value)}
          allLabel={t('messages.allStatuses')}
          onChange={(value) => go({ status: value })}
          minWidth={150}
        />
        <FilterSelect<MessageChannel>
          label={t('messages.channelFilter')}
          value={channel}
          values={MESSAGE_CHANNELS}
          labelOf={(value) => channelLabel(t, value)}
          allLabel={t('messages.allChannels')}
          onChange={(value) => go({ channel: value })}
          minWidth={160}
        />
        <FilterSelect<OrderEvent>
          label={t('messages.eventFilter')}
          value={event}
          values={ORDER_EVENTS}
          labelOf={(value) => eventLabel(t, value)}
          allLabel={t('messages.allEvents')}
          onChange={(value) => go({ event: value })}
          minWidth={190}
        />
        {filtered && <Button onClick={() => setParams({})}>{t('messages.clearFilters')}</Button>}
      </div>
      <LoadError state={state} />
      <Table<OutboxMessage>
        rowKey="_id"
        className="messages__table"
        columns={pinFirst(columns, 1)}
        scroll={{ x: 1080 }}
        dataSource={state.data?.items ?? []}
        loading={state.loading}
        expandable={{
          expandedRowRender: (message) => <MessageDetails message={message} />,
        }}
        locale={{
          emptyText: state.error
            ? t('messages.notLoaded')
            : filtered
              ? t('messages.noneMatching')
              : t('messages.none'),
        }}
        pagination={{
          current: page + 1,
          pageSize,
          total: state.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('messages.total', { count: total }),
          onChange: (next) => go({ page: next - 1 }),
        }}
      />
    </section>
  );
}
