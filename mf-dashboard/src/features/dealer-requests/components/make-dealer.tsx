import { Button, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import type { CreateDealerBody, DealerRequest } from '@tyre/contracts';
import { DISTRICT_DETAILS } from '@tyre/contracts/constants';
import { useFormat } from '@tyre/web-kit';
import { runWithToasts } from '../../../lib/run-with-toasts';
import { useText } from '../../../messages/dictionary';
import { makeDealer } from '../api/make-dealer';

interface Values {
  district?: CreateDealerBody['district'];
  upazila?: string;
  address?: string;
  lat?: number;
  lng?: number;
}

/**
 * "Make a dealer": the request's company becomes a dealer with its mobile and e-mail; the admin
 * adds where it is (the rest is edited under Dealers). Listed at once, open Saturday to Thursday.
 */
export function MakeDealer({ request, onMade }: { request: DealerRequest; onMade: () => void }) {
  const t = useText();
  const { language } = useFormat();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const finish = async (values: Values) => {
    setSaving(true);
    const made = await runWithToasts(
      () =>
        makeDealer({
          fromRequest: request.slug,
          district: values.district!,
          upazila: values.upazila?.trim() ?? '',
          address: values.address?.trim() ?? '',
          lat: values.lat!,
          lng: values.lng!,
          nameBn: '',
          upazilaBn: '',
          addressBn: '',
          email: '',
          hours: { days: ['Sa', 'Su', 'Mo', 'Tu', 'We', 'Th'], opens: '09:00', closes: '20:00' },
          services: ['fitting'],
          categories: [],
          listed: true,
        }),
      t('dealerRequests.dealerMade'),
    );
    setSaving(false);
    if (made) {
      setOpen(false);
      onMade();
    }
  };
  const required = [{ required: true, message: t('dealerRequests.makeRequired') }];
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('dealerRequests.makeDealer')}
      </Button>
      <Modal
        open={open}
        title={t('dealerRequests.makeDealerOf', { name: request.companyName })}
        okText={t('dealerRequests.makeDealer')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p>{t('dealerRequests.makeDealerIntro')}</p>
        <Form form={form} layout="vertical" onFinish={finish}>
          <Form.Item name="district" label={t('dealerRequests.dealer.district')} rules={required}>
            <Select
              showSearch
              optionFilterProp="label"
              options={DISTRICT_DETAILS.map((d) => ({
                value: d.name,
                label: language === 'bn' ? d.bn : d.name,
              }))}
            />
          </Form.Item>
          <Form.Item name="upazila" label={t('dealerRequests.dealer.upazila')} rules={required}>
            <Input maxLength={80} />
          </Form.Item>
          <Form.Item name="address" label={t('dealerRequests.dealer.address')} rules={required}>
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item name="lat" label={t('dealerRequests.dealer.lat')} rules={required}>
            <InputNumber min={20.3} max={26.8} step={0.0001} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="lng" label={t('dealerRequests.dealer.lng')} rules={required}>
            <InputNumber min={87.9} max={92.8} step={0.0001} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
