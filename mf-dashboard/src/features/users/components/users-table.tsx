import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { PublicUser } from '@tyre/contracts';
import type { ReactNode } from 'react';
import { pinFirst } from '../../../lib/responsive-table';

const joined = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

interface Props {
  users: PublicUser[];
  loading: boolean;
  page?: { current: number; size: number; total: number; onChange: (page: number) => void };
  action?: (user: PublicUser) => ReactNode;
}

/** Users with name, e-mail, mobile, role and join date. */
export function UsersTable({ users, loading, page, action }: Props) {
  const columns: ColumnsType<PublicUser> = [
    { title: 'Name', dataIndex: 'name', width: 150 },
    { title: 'E-mail', dataIndex: 'email', width: 230 },
    { title: 'Mobile', dataIndex: 'mobile' },
    { title: 'Role', dataIndex: 'role' },
    { title: 'Joined', dataIndex: 'createdAt', render: (value: string) => joined.format(new Date(value)) },
    ...(action
      ? [{ title: 'Action', key: 'action', render: (_: unknown, user: PublicUser) => action(user) }]
      : []),
  ];
  return (
    <Table<PublicUser>
      rowKey="_id"
      columns={pinFirst(columns)}
      scroll={{ x: 820 }}
      dataSource={users}
      loading={loading}
      pagination={
        page
          ? {
              current: page.current + 1,
              pageSize: page.size,
              total: page.total,
              showSizeChanger: false,
              onChange: (next) => page.onChange(next - 1),
            }
          : false
      }
    />
  );
}
