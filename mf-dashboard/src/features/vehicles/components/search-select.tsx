import { Select, type SelectProps } from 'antd';
import type { Page } from '@tyre/contracts/route';
import { useApi } from '@tyre/web-kit';
import { useState } from 'react';

export interface SearchSelectProps extends Omit<SelectProps<string>, 'options' | 'loading' | 'showSearch'> {
  /** the option of the value when the first answers may not hold it (an edited record's make) */
  current?: { value: string; label: string } | undefined;
}

/**
 * A select whose options come from a paged admin list, asked again as the admin types (the list
 * may be long: 5,000 models). Its value is the record's `_id`.
 */
export function SearchSelect<T extends { _id: string }>({
  name,
  load,
  labelOf,
  current,
  ...props
}: SearchSelectProps & {
  /** names the list's requests (and keeps two selects' answers apart) */
  name: string;
  load: (search: string, signal: AbortSignal) => Promise<Page<T>>;
  labelOf: (record: T) => string;
}) {
  const [search, setSearch] = useState('');
  const state = useApi(`search-select:${name}:${search}`, (signal) => load(search, signal));
  const options = (state.data?.items ?? []).map((record) => ({ value: record._id, label: labelOf(record) }));
  if (current && !options.some((option) => option.value === current.value)) options.unshift(current);
  return (
    <Select<string>
      {...props}
      showSearch={{ filterOption: false, onSearch: (text) => setSearch(text.trim()) }}
      loading={state.loading}
      options={options}
      onChange={(value, option) => {
        setSearch('');
        props.onChange?.(value, option);
      }}
    />
  );
}
