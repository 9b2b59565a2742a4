// Phone with a country select whose dial code starts the number (default gb). The number always
// starts with '+': it is added when missing (spec §5). An antd Input + Select, not a phone library.
import { withPlusPrefix } from '@pads/shared';
import { Input, Select, Space } from 'antd';

/** Dial codes of the countries pads are mostly in; any other number can be typed with its own +code. */
export const PHONE_COUNTRIES = [
  { code: 'gb', dial: '44' },
  { code: 'ie', dial: '353' },
  { code: 'fr', dial: '33' },
  { code: 'de', dial: '49' },
  { code: 'es', dial: '34' },
  { code: 'it', dial: '39' },
  { code: 'pt', dial: '351' },
  { code: 'nl', dial: '31' },
  { code: 'be', dial: '32' },
  { code: 'ch', dial: '41' },
  { code: 'at', dial: '43' },
  { code: 'dk', dial: '45' },
  { code: 'no', dial: '47' },
  { code: 'se', dial: '46' },
  { code: 'us', dial: '1' },
] as const;

const dialOf = (country: string) => PHONE_COUNTRIES.find((c) => c.code === country)?.dial ?? '44';

interface PhoneInputProps {
  value: string;
  country: string;
  onChange: (phone: string) => void;
  onCountryChange: (country: string, phone: string) => void;
  onBlur: () => void;
  'aria-label'?: string;
}

export function PhoneInput({ value, country, onChange, onCountryChange, onBlur, ...rest }: PhoneInputProps) {
  const changeCountry = (next: string) => {
    const oldPrefix = `+${dialOf(country)}`;
    const rest = value.startsWith(oldPrefix) ? value.slice(oldPrefix.length) : value.replace(/^\+/, '');
    onCountryChange(next, value ? `+${dialOf(next)}${rest}` : '');
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        aria-label="Phone country"
        style={{ width: 110 }}
        value={country}
        onChange={changeCountry}
        options={PHONE_COUNTRIES.map((c) => ({ value: c.code, label: `${c.code.toUpperCase()} +${c.dial}` }))}
        popupMatchSelectWidth={false}
      />
      <Input
        aria-label={rest['aria-label'] ?? 'Phone'}
        type="tel"
        value={value}
        placeholder={`+${dialOf(country)}`}
        onFocus={() => {
          if (!value) onChange(`+${dialOf(country)}`);
        }}
        onChange={(e) => onChange(e.target.value.replace(/[^0-9+ ()-]/g, ''))}
        onBlur={() => {
          onChange(
            /^\+\d{0,4}$/.test(value.trim()) && value.trim() === `+${dialOf(country)}` ? '' : withPlusPrefix(value),
          );
          onBlur();
        }}
      />
    </Space.Compact>
  );
}
