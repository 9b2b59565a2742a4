import { Radio } from 'antd';
import { PAD_TYPES, type PadType } from './padTypes';

export function PadTypeSelector({ value, onChange }: { value: PadType; onChange: (type: PadType) => void }) {
  return (
    <Radio.Group
      value={value}
      optionType="button"
      buttonStyle="solid"
      onChange={(event) => onChange(event.target.value as PadType)}
      data-testid="pad-type"
    >
      {PAD_TYPES.map((type) => (
        // The test id sits on the visible label: antd puts a Radio.Button's own props on its hidden input.
        <Radio.Button key={type.value} value={type.value}>
          <span data-testid={`pad-type-${type.value}`}>{type.label}</span>
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
