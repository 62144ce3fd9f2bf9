import { Select } from 'antd';

interface Props<T extends string> {
  /** the filter's name, read by screen readers ("Status") */
  label: string;
  /** the value chosen ('' for all) */
  value: T | '';
  /** the choices, in order, after "all" */
  values: readonly T[];
  /** each choice's text in the language shown */
  labelOf: (value: T) => string;
  /** the text of "all" ("All statuses") */
  allLabel: string;
  onChange: (value: T | '') => void;
  minWidth?: number;
}

/** A list filter of a table screen: one of `values`, or all of them (''). */
export function FilterSelect<T extends string>({
  label,
  value,
  values,
  labelOf,
  allLabel,
  onChange,
  minWidth = 170,
}: Props<T>) {
  return (
    <Select<T | ''>
      value={value}
      onChange={onChange}
      aria-label={label}
      style={{ minWidth }}
      options={[
        { value: '', label: allLabel },
        ...values.map((item) => ({ value: item, label: labelOf(item) })),
      ]}
    />
  );
}
