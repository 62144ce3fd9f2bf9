import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { useApi } from '@tyre/web-kit';
import { useText } from '../../../messages/dictionary';
import { getUsers } from '../api/get-users';
import { UsersTable } from './users-table';

const pageSize = 20;

/** /dashboard/customers (Users): every registered user, searchable, 20 a page. */
export function CustomersPage() {
  const t = useText();
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const state = useApi(`users:${page}:${search}`, (signal) =>
    getUsers({ page, size: pageSize, search }, signal),
  );
  return (
    <section>
      <h1>{t('users.title')}</h1>
      <Input.Search
        placeholder={t('users.searchPlaceholder')}
        allowClear
        onSearch={(value) => {
          setPage(0);
          setSearch(value.trim());
        }}
        style={{ maxWidth: 360, marginBottom: 16 }}
        aria-label={t('users.searchLabel')}
      />
      {state.error && (
        <Alert
          type="error"
          title={state.error}
          action={<Button onClick={state.reload}>{t('users.retry')}</Button>}
          showIcon
        />
      )}
      <UsersTable
        users={state.data?.items ?? []}
        loading={state.loading}
        page={{ current: page, size: pageSize, total: state.data?.total ?? 0, onChange: setPage }}
      />
    </section>
  );
}
