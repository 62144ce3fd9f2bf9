import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { PublicUser, Role } from '@tyre/contracts';
import type { ReactNode } from 'react';
import { useFormat } from '@tyre/web-kit';
import { pinFirst } from '../../../lib/responsive-table';
import { useText } from '../../../messages/dictionary';

const joined: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

interface Props {
  users: PublicUser[];
  loading: boolean;
  page?: { current: number; size: number; total: number; onChange: (page: number) => void };
  action?: (user: PublicUser) => ReactNode;
}

/** Users with name, e-mail, mobile, role and join date. */
export function UsersTable({ users, loading, page, action }: Props) {
  const t = useText();
  const { date } = useFormat();
  const columns: ColumnsType<PublicUser> = [
    { title: t('users.column.name'), dataIndex: 'name', width: 150 },
    // links to write or call (and, on a phone, something in the sideways-scrolling table the
    // keyboard can reach: axe's scrollable-region-focusable)
    {
      title: t('users.column.email'),
      dataIndex: 'email',
      width: 230,
      render: (email: string) => <a href={`mailto:${email}`}>{email}</a>,
    },
    {
      title: t('users.column.mobile'),
      dataIndex: 'mobile',
      render: (mobile: string) => (mobile ? <a href={`tel:${mobile}`}>{mobile}</a> : null),
    },
    { title: t('users.column.role'), dataIndex: 'role', render: (role: Role) => t(`users.role.${role}`) },
    {
      title: t('users.column.joined'),
      dataIndex: 'createdAt',
      render: (value: string) => date(value, joined),
    },
    ...(action
      ? [
          {
            title: t('users.column.action'),
            key: 'action',
            render: (_: unknown, user: PublicUser) => action(user),
          },
        ]
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
