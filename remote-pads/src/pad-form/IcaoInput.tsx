// ICAO: exactly 4 letters, upper-cased while typing; anything else is cleared when the field is left.
import { ICAO_PATTERN, FieldItem } from '@pads/shared';
import { Input } from 'antd';
import { useFormikContext } from 'formik';
import type { PadFieldsValues } from './padFields';

export function IcaoInput() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<PadFieldsValues>();
  return (
    <FieldItem name="icao" label="ICAO">
      <Input
        aria-label="ICAO"
        name="icao"
        value={values.icao}
        maxLength={4}
        onChange={(e) => void setFieldValue('icao', e.target.value.toUpperCase())}
        onBlur={() => {
          if (values.icao && !ICAO_PATTERN.test(values.icao)) void setFieldValue('icao', '');
          void setFieldTouched('icao', true);
        }}
        placeholder="EGLL"
      />
    </FieldItem>
  );
}
