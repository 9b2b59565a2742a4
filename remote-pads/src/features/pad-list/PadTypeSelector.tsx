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
        <Radio.Button key={type.value} value={type.value} data-testid={`pad-type-${type.value}`}>
          {type.label}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
