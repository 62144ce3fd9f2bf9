import { Button, Space, Table } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { ApiState } from '@tyre/web-kit';
import { ConfirmDelete } from './confirm-delete';
import { pinFirst } from '../lib/responsive-table';
import { LoadError } from './load-error';
import { useText } from '../messages/dictionary';

interface Props<T extends { _id: string }> {
  title: string;
  createLabel: string;
  onCreate: () => void;
  state: ApiState<T[]>;
  columns: ColumnsType<T>;
  /** The record's name in the confirmation and the buttons' labels. */
  nameOf: (record: T) => string;
  onEdit: (record: T) => void;
  onDelete: (record: T) => Promise<unknown>;
  /** the table's least width: below it (phones) the table scrolls sideways, its first `pinned` columns fixed */
  minWidth?: number;
  pinned?: number;
  /** pages of a long list (antd's pager under the table); none: the whole list at once */
  pagination?: TablePaginationConfig | false;
  /** more buttons beside the create button (an export) */
  headExtra?: ReactNode;
  /** what goes between the heading and the table (filters, an import) */
  toolbar?: ReactNode;
}

/** A catalogue list of the dashboard: heading with a create button, the table, Edit and Delete (confirmed) per row. */
export function RecordList<T extends { _id: string }>({
  title,
  createLabel,
  onCreate,
  state,
  columns,
  nameOf,
  onEdit,
  onDelete,
  minWidth = 720,
  pinned = 1,
  pagination = false,
  headExtra,
  toolbar,
}: Props<T>) {
  const t = useText();
  const actions: ColumnsType<T>[number] = {
    title: t('record.actions'),
    key: 'actions',
    width: 160,
    render: (_: unknown, record: T) => (
      <Space>
        <Button
          size="small"
          onClick={() => onEdit(record)}
          aria-label={t('record.editName', { name: nameOf(record) })}
        >
          {t('record.edit')}
        </Button>
        <ConfirmDelete name={nameOf(record)} onDelete={() => onDelete(record)} />
      </Space>
    ),
  };
  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{title}</h1>
        <Space wrap>
          {headExtra}
          <Button type="primary" onClick={onCreate}>
            {createLabel}
          </Button>
        </Space>
      </div>
      {toolbar}
      <LoadError state={state} />
      <Table<T>
        rowKey="_id"
        columns={pinFirst([...columns, actions], pinned)}
        scroll={{ x: minWidth }}
        dataSource={state.data ?? []}
        loading={state.loading}
        pagination={pagination}
      />
    </section>
  );
}
