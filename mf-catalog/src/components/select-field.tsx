export interface SelectOption {
  value: string;
  label: string;
}

interface Props {
  label: string;
  name: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** the first option, whose value is '' (leave it out when every value is a real choice) */
  emptyLabel?: string;
  disabled?: boolean;
}

/** A labelled native select: light on phones, and accessible by its label. */
export function SelectField({
  label,
  name,
  className,
  value,
  onChange,
  options,
  emptyLabel,
  disabled = false,
}: Props) {
  return (
    <label className={className}>
      {label}
      <select
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
