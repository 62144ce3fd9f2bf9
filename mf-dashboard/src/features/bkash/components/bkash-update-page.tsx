import { Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { updateMobileBodySchema, type UpdateMobileBody } from '@tyre/contracts';
import { useApi } from '@tyre/web-kit';
import { LoadError } from '../../../components/load-error';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { getMobile } from '../api/get-mobile';
import { updateMobile } from '../api/update-mobile';
import { useText } from '../../../messages/dictionary';

/** /dashboard/bkash/:id: one field (placeholder Mobile Number) and an Update button. */
export function BkashUpdatePage() {
  const t = useText();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<UpdateMobileBody>();
  const state = useApi(`dashboard-bkash:${id}`, (signal) => getMobile(id, signal));
  useEffect(() => {
    if (state.data) form.setFieldsValue({ mobile: state.data.mobile });
  }, [form, state.data]);

  const { submit, saving, clearEdited } = useValidatedSubmit<UpdateMobileBody, UpdateMobileBody>({
    form,
    schema: updateMobileBodySchema,
    labels: { mobile: t('bkash.label') },
    toWire: (values) => ({ mobile: (values.mobile ?? '').trim() }),
    send: (wire) => updateMobile(id, wire),
    success: t('bkash.updated'),
    onSaved: () => navigate('/dashboard/bkash'),
  });

  return (
    <section>
      <div className="dashboard__page-head">
        <h1>{t('bkash.updateTitle')}</h1>
        <Link to="/dashboard/bkash">{t('bkash.back')}</Link>
      </div>
      <LoadError state={state} />
      <Form<UpdateMobileBody>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={clearEdited}
        style={{ maxWidth: 420 }}
      >
        <Form.Item name="mobile" label={t('bkash.label')}>
          <Input placeholder={t('bkash.placeholder')} inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} block>
          {t('bkash.update')}
        </Button>
      </Form>
    </section>
  );
}
