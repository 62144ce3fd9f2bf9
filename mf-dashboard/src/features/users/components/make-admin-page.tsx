import { Alert, Button, Form, Input, Popconfirm, Radio } from 'antd';
import { useState } from 'react';
import type { PublicUser } from '@tyre/contracts';
import { errorMessage, notify, useApi, useCurrentUser } from '@tyre/web-kit';
import { demoteAdmin } from '../api/demote-admin';
import { getUsers } from '../api/get-users';
import { makeAdmin } from '../api/make-admin';
import { useText } from '../../../messages/dictionary';
import { UsersTable } from './users-table';

type Field = 'email' | 'mobile';

/** /dashboard/admin (Make Admin): promote a user by e-mail or mobile number; list and demote admins. */
export function MakeAdminPage() {
  const t = useText();
  const me = useCurrentUser();
  const [by, setBy] = useState<Field>('mobile');
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ value: string }>();
  const fieldLabel = t(
    by === 'mobile' ? 'users.makeAdmin.mobilePlaceholder' : 'users.makeAdmin.emailPlaceholder',
  );
  const admins = useApi('admins', (signal) => getUsers({ role: 'admin', page: 0, size: 100 }, signal));

  const promote = async ({ value }: { value: string }) => {
    setSaving(true);
    try {
      const user = await makeAdmin(by === 'email' ? { email: value.trim() } : { mobile: value.trim() });
      notify.success(t('users.makeAdmin.promoted', { name: user.name }));
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
      notify.success(t('users.makeAdmin.demoted', { name: user.name }));
      admins.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <section>
      <h1>{t('users.makeAdmin.title')}</h1>
      <Form form={form} layout="inline" onFinish={promote} style={{ marginBottom: 24, rowGap: 12 }}>
        <Form.Item label={t('users.makeAdmin.findBy')}>
          <Radio.Group
            value={by}
            onChange={(event) => setBy(event.target.value as Field)}
            optionType="button"
          >
            <Radio.Button value="mobile">{t('users.makeAdmin.byMobile')}</Radio.Button>
            <Radio.Button value="email">{t('users.makeAdmin.byEmail')}</Radio.Button>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="value"
          rules={[{ required: true, whitespace: true, message: t('users.makeAdmin.required') }]}
        >
          <Input placeholder={fieldLabel} aria-label={fieldLabel} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('users.makeAdmin.submit')}
          </Button>
        </Form.Item>
      </Form>
      <h2>{t('users.makeAdmin.admins')}</h2>
      {admins.error && <Alert type="error" title={admins.error} showIcon />}
      <UsersTable
        users={admins.data?.items ?? []}
        loading={admins.loading}
        action={(user) =>
          user._id === me?._id ? (
            <span>{t('users.makeAdmin.you')}</span>
          ) : (
            <Popconfirm
              title={t('users.makeAdmin.confirmRemove', { name: user.name })}
              okText={t('users.makeAdmin.confirmRemoveOk')}
              onConfirm={() => demote(user)}
            >
              <Button danger size="small">
                {t('users.makeAdmin.remove')}
              </Button>
            </Popconfirm>
          )
        }
      />
    </section>
  );
}
