import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useText } from '../messages/dictionary';

interface Props<Values> {
  title: string;
  open: boolean;
  form: FormInstance<Values>;
  saving: boolean;
  onCancel: () => void;
  onFinish: (values: Values) => void;
  onValuesChange: (changed: Partial<Values>) => void;
  children: ReactNode;
}

/** The create/edit dialog of a catalogue list: a vertical form, Save and Cancel. */
export function RecordModal<Values>({
  title,
  open,
  form,
  saving,
  onCancel,
  onFinish,
  onValuesChange,
  children,
}: Props<Values>) {
  const t = useText();
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onCancel}
      onOk={() => form.submit()}
      okText={t('record.save')}
      confirmLoading={saving}
      forceRender
      destroyOnHidden={false}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        aria-label={title}
        name={title}
      >
        {children}
      </Form>
    </Modal>
  );
}
