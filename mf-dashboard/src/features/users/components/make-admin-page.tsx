import { Alert, Button, Form, Input, Popconfirm, Radio } from 'antd';
import { useState } from 'react';
import type { PublicUser } from '@tyre/contracts';
import { errorMessage, notify, useApi, useCurrentUser } from '@tyre/web-kit';
import { demoteAdmin } from '../api/demote-admin';
import { getUsers } from '../api/get-users';
import { makeAdmin } from '../api/make-admin';
import { UsersTable } from './users-table';

type Field = 'email' | 'mobile';

/** /dashboard/admin (Make Admin): promote a user by e-mail or mobile number; list and demote admins. */
export function MakeAdminPage() {
  const me = useCurrentUser();
  const [by, setBy] = useState<Field>('mobile');
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ value: string }>();
  const admins = useApi('admins', (signal) => getUsers({ role: 'admin', page: 0, size: 100 }, signal));

  const promote = async ({ value }: { value: string }) => {
    setSaving(true);
    try {
      const user = await makeAdmin(by === 'email' ? { email: value.trim() } : { mobile: value.trim() });
      notify.success(`${user.name} is now an admin.`);
      form.resetFields();
      admins.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const demote = async (user: PublicUser) => {
    try {
      await demoteAdmin(user._id);
      notify.success(`${user.name} is no longer an admin.`);
      admins.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <section>
      <h1>Make Admin</h1>
      <Form form={form} layout="inline" onFinish={promote} style={{ marginBottom: 24, rowGap: 12 }}>
        <Form.Item label="Find the user by">
          <Radio.Group
            value={by}
            onChange={(event) => setBy(event.target.value as Field)}
            optionType="button"
          >
            <Radio.Button value="mobile">Mobile</Radio.Button>
            <Radio.Button value="email">E-mail</Radio.Button>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="value"
          rules={[{ required: true, whitespace: true, message: 'Enter a mobile number or e-mail' }]}
        >
          <Input
            placeholder={by === 'mobile' ? 'Mobile Number' : 'E-mail'}
            aria-label={by === 'mobile' ? 'Mobile Number' : 'E-mail'}
            style={{ width: 260 }}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            Make Admin
          </Button>
        </Form.Item>
      </Form>
      <h2>Admins</h2>
      {admins.error && <Alert type="error" title={admins.error} showIcon />}
      <UsersTable
        users={admins.data?.users ?? []}
        loading={admins.loading}
        action={(user) =>
          user._id === me?._id ? (
            <span>you</span>
          ) : (
            <Popconfirm
              title={`Remove admin rights from ${user.name}?`}
              okText="Remove"
              onConfirm={() => demote(user)}
            >
              <Button danger size="small">
                Remove admin
              </Button>
            </Popconfirm>
          )
        }
      />
    </section>
  );
}
