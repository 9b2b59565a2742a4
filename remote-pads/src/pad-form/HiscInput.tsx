// HISC = a country code (select) + at most 6 characters, the first 4 upper-cased. The input stays
// disabled until a code is chosen.
import { normalizeHiscRest, PAD_CREATE_MESSAGES, HISC_REST_MAX, FieldItem } from '@pads/shared';
import { Input, Select, Space, Tooltip } from 'antd';
import { useFormikContext } from 'formik';
import type { PadFieldsValues } from './padFields';
import { useHiscCountryCodes } from './api/hiscCountryCodes';

export function HiscInput() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<PadFieldsValues>();
  const codes = useHiscCountryCodes();
  const disabled = !values.hisc_country_code;

  return (
    <FieldItem name="hisc" label="HISC">
      <Space.Compact style={{ width: '100%' }}>
        <Select
          aria-label="HISC country code"
          style={{ width: 160 }}
          value={values.hisc_country_code || undefined}
          options={codes.data ?? []}
          loading={codes.isLoading}
          onChange={(code?: string) => {
            void setFieldValue('hisc_country_code', code ?? '');
            if (!code) void setFieldValue('hisc', '');
          }}
          placeholder="Code"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
        />
        {/* A disabled input fires no mouse events: the span carries the tooltip. */}
        <Tooltip title={disabled ? PAD_CREATE_MESSAGES.hiscCountryCode : undefined}>
          <span style={{ flex: 1 }} data-testid="hisc-input-wrapper">
            <Input
              aria-label="HISC"
              name="hisc"
              disabled={disabled}
              value={values.hisc}
              maxLength={HISC_REST_MAX}
              onChange={(e) => void setFieldValue('hisc', normalizeHiscRest(e.target.value))}
              onBlur={() => void setFieldTouched('hisc', true)}
              placeholder="NNNNnn"
            />
          </span>
        </Tooltip>
      </Space.Compact>
    </FieldItem>
  );
}
