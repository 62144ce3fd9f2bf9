import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { useApi } from '@tyre/web-kit';
import { getUsers } from '../api/get-users';
import { UsersTable } from './users-table';

const pageSize = 20;

/** /dashboard/customers (Users): every registered user, searchable, 20 a page. */
export function CustomersPage() {
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const state = useApi(`users:${page}:${search}`, (signal) =>
    getUsers({ page, size: pageSize, search }, signal),
  );
  return (
    <section>
      <h1>Users</h1>
      <Input.Search
        placeholder="Name, e-mail or mobile"
        allowClear
        onSearch={(value) => {
          setPage(0);
          setSearch(value.trim());
        }}
        style={{ maxWidth: 360, marginBottom: 16 }}
        aria-label="Search users"
      />
      {state.error && (
        <Alert
          type="error"
          title={state.error}
          action={<Button onClick={state.reload}>Retry</Button>}
          showIcon
        />
      )}
      <UsersTable
        users={state.data?.users ?? []}
        loading={state.loading}
        page={{ current: page, size: pageSize, total: state.data?.total ?? 0, onChange: setPage }}
      />
    </section>
  );
}
