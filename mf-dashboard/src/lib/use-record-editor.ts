import type { FormInstance } from 'antd';
import { useState } from 'react';

/** Which record the create/edit dialog holds (null: a new one), and opening it with the form filled. */
export function useRecordEditor<T, Values>(
  form: FormInstance<Values>,
  toValues: (record: T | null) => Partial<Values>,
) {
  const [editing, setEditing] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const start = (record: T | null) => {
    setEditing(record);
    form.resetFields();
    form.setFieldsValue(toValues(record) as never);
    setOpen(true);
  };
  return { editing, open, start, close: () => setOpen(false) };
}
