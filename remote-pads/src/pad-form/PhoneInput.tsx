// Phone with a country select whose dial code starts the number (default GB), on libphonenumber-js through the
// project's one phone rule (@pads/contracts/phone.ts): every country with a calling code, a typed number read
// in the chosen country and shown in international format, and a warning when it is not a valid number (the pad
// then counts as not phonable: the 'Invalid Phone' list). The number always starts with '+' (spec part 1 §5).
import { withPlusPrefix } from '@pads/shared';
import {
  DEFAULT_PHONE_COUNTRY,
  dialCodeOf,
  formatPhone,
  isPhoneCountry,
  isValidPhone,
  parsePhone,
  PHONE_COUNTRIES,
  type CountryCode,
} from '@pads/contracts/phone.ts';
import { Input, Select, Space, Typography } from 'antd';

export const PHONE_WARNING = 'Not a valid phone number: pilots cannot phone it';

const COUNTRY_OPTIONS = PHONE_COUNTRIES.map((c) => ({ value: c.code, label: `${c.code} +${c.dial}` }));

const countryOf = (code: string): CountryCode => (isPhoneCountry(code) ? code : DEFAULT_PHONE_COUNTRY);

/** Only a dial code ('+44'): nothing was typed after it. */
const onlyDialCode = (value: string) => /^\+\d{0,4}$/.test(value.replace(/\s/g, ''));

/**
 * The number as stored once typed: read in `country` when it has no '+' and is valid there, shown in international
 * format when valid; otherwise as typed with the '+' the spec adds.
 */
export function settlePhone(value: string, country: CountryCode): string {
  const trimmed = value.trim();
  if (!trimmed || onlyDialCode(trimmed)) return trimmed === `+${dialCodeOf(country)}` ? '' : trimmed;
  if (isValidPhone(trimmed, country)) return formatPhone(trimmed, country);
  return withPlusPrefix(trimmed);
}

interface PhoneInputProps {
  value: string;
  country: string;
  onChange: (phone: string) => void;
  onCountryChange: (country: string, phone: string) => void;
  onBlur: () => void;
  'aria-label'?: string;
}

export function PhoneInput({ value, country, onChange, onCountryChange, onBlur, ...rest }: PhoneInputProps) {
  const current = countryOf(country);
  const changeCountry = (next: string) => {
    const nextCountry = countryOf(next);
    // The number keeps what follows the old dial code, under the new one.
    const number = parsePhone(value);
    const national = number?.countryCallingCode === dialCodeOf(current) ? number.nationalNumber : null;
    const oldPrefix = `+${dialCodeOf(current)}`;
    const rest =
      national ?? (value.startsWith(oldPrefix) ? value.slice(oldPrefix.length).trim() : value.replace(/^\+/, ''));
    onCountryChange(nextCountry, value ? settlePhone(`+${dialCodeOf(nextCountry)}${rest}`, nextCountry) : '');
  };
  const warn = Boolean(value) && !onlyDialCode(value) && !isValidPhone(value, current);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label="Phone country"
          style={{ width: 120 }}
          value={current}
          onChange={changeCountry}
          options={COUNTRY_OPTIONS}
          showSearch
          optionFilterProp="label"
          popupMatchSelectWidth={false}
        />
        <Input
          aria-label={rest['aria-label'] ?? 'Phone'}
          type="tel"
          value={value}
          status={warn ? 'warning' : undefined}
          placeholder={`+${dialCodeOf(current)}`}
          onFocus={() => {
            if (!value) onChange(`+${dialCodeOf(current)}`);
          }}
          onChange={(e) => onChange(e.target.value.replace(/[^0-9+ ()-]/g, ''))}
          onBlur={() => {
            const settled = settlePhone(value, current);
            onChange(settled);
            // A number of another country follows its own country.
            const of = parsePhone(settled)?.country;
            if (of && of !== current) onCountryChange(of, settled);
            onBlur();
          }}
        />
      </Space.Compact>
      {warn && (
        // Orange-8: antd's warning yellow falls short of 4.5:1 on white.
        <Typography.Text style={{ color: '#ad4e00' }} data-testid="phone-warning">
          {PHONE_WARNING}
        </Typography.Text>
      )}
    </>
  );
}
