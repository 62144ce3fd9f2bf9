import { useState } from 'react';
import { Button, Space, Switch, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ContactMessage } from '@tyre/contracts';
import { useApi, useFormat } from '@tyre/web-kit';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { LoadError } from '../../../components/load-error';
import { runWithToasts } from '../../../lib/run-with-toasts';
import {
  deleteContactMessage,
  getContactCounts,
  getContactMessages,
  markContactMessage,
} from '../api/contact-messages';
import { useReportsText } from '../messages/dictionary';

const pageSize = 20;

/** When a message was sent, with the time (Dhaka). */
const sentFormat: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** The contact form's messages, newest first: only the unread on demand, mark read, delete. */
export function ContactMessagesTab() {
  const t = useReportsText();
  const { date, number } = useFormat();
  const sentAt = (iso: string) => date(iso, sentFormat);
  const [page, setPage] = useState(0);
  const [unread, setUnread] = useState(false);
  const list = useApi(`reports-contact:${page}:${unread}`, (signal) =>
    getContactMessages(page, pageSize, unread, signal),
  );
  const counts = useApi('reports-contact-counts', (signal) => getContactCounts(signal));
  const reload = () => {
    list.reload();
    counts.reload();
  };

  const columns: ColumnsType<ContactMessage> = [
    { title: t('col.date'), dataIndex: 'createdAt', render: sentAt, width: 150 },
    {
      title: t('col.name'),
      dataIndex: 'name',
      render: (name: string, m: ContactMessage) => (
        <>
          <strong>{name}</strong>
          {!m.read && <Tag style={{ marginInlineStart: 8 }}>{t('contact.unreadTag')}</Tag>}
          <div>{[m.email, m.mobile].filter(Boolean).join(' · ')}</div>
        </>
      ),
    },
    {
      title: t('col.message'),
      key: 'message',
      render: (_: unknown, m: ContactMessage) => (
        <>
          <strong>{m.subject}</strong>
          <div className="reports__message">{m.message}</div>
        </>
      ),
    },
    {
      title: '',
      key: 'actions',
      render: (_: unknown, m: ContactMessage) => (
        <Space wrap>
          <Button
            size="small"
            onClick={async () => {
              if (await runWithToasts(() => markContactMessage(m._id, !m.read), t('contact.saved'))) reload();
            }}
          >
            {m.read ? t('contact.markUnread') : t('contact.markRead')}
          </Button>
          <ConfirmDelete
            name={m.subject}
            onDelete={async () => {
              if (await runWithToasts(() => deleteContactMessage(m._id), t('contact.deleted'))) reload();
            }}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <div className="dashboard__filters">
        <label className="reports__switch">
          <Switch
            checked={unread}
            onChange={(value) => {
              setUnread(value);
              setPage(0);
            }}
          />{' '}
          {t('contact.onlyUnread')}
        </label>
        {counts.data && (
          <span>
            {t('contact.counts', {
              total: number(counts.data.total),
              unread: number(counts.data.unread),
            })}
          </span>
        )}
      </div>
      <LoadError state={list} />
      <Table<ContactMessage>
        rowKey="_id"
        columns={columns}
        scroll={{ x: 760 }}
        dataSource={list.data?.items ?? []}
        loading={list.loading}
        locale={{ emptyText: t('contact.none') }}
        pagination={{
          current: page + 1,
          pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
      />
    </>
  );
}
