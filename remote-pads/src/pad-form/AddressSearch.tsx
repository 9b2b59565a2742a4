// Address with predictions from the server's geocoder: from 3 characters, 300 ms after typing stops.
// Any text is accepted: with no geocoder reachable the list stays empty and the address is free text.
import { AutoComplete } from 'antd';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FieldItem } from '@pads/shared';
import type { PadFieldsValues } from './padFields';
import { usePredictions } from './api/geo';
import { useDebounced } from './useDebounced';

export const MIN_SEARCH_LENGTH = 3;

interface AddressSearchProps {
  onChoose: (placeId: string, description: string) => void;
}

export function AddressSearch({ onChoose }: AddressSearchProps) {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<PadFieldsValues>();
  const query = useDebounced(values.location.address.trim());
  const enabled = query.length >= MIN_SEARCH_LENGTH;
  const predictions = usePredictions(query, enabled);
  const options = useMemo(
    () =>
      (enabled ? (predictions.data ?? []) : []).map((p) => ({
        value: p.description,
        label: p.description,
        placeId: p.place_id,
      })),
    [enabled, predictions.data],
  );

  return (
    <FieldItem name="location.address" label="Address" required>
      <AutoComplete
        value={values.location.address}
        options={options}
        onChange={(text: string) => void setFieldValue('location.address', text)}
        onBlur={() => void setFieldTouched('location.address', true)}
        onSelect={(_value: string, option: { placeId: string; value: string }) =>
          onChoose(option.placeId, option.value)
        }
        placeholder="Search an address"
        aria-label="Address"
        allowClear
      />
    </FieldItem>
  );
}
