// A searchable select of codes (countries, US states): one code, or several with `multiple`.
import { Select } from 'antd';

export interface CodeSelectProps {
  label: string;
  options: { value: string; label: string }[];
  width: number;
  value: string | string[];
  onChange: (value: string | string[]) => void;
  multiple?: boolean;
}

export function CodeSelect({ label, options, width, value, onChange, multiple }: CodeSelectProps) {
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={label}
      aria-label={label}
      style={{ minWidth: width }}
      value={multiple ? value : (value as string) || undefined}
      options={options}
      onChange={(next) => onChange(next ?? (multiple ? [] : ''))}
    />
  );
}
