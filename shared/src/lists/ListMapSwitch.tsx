// A list's 'View on the map' switch (the pad and user lists): the admin's stored choice
// (useAdminSettingSwitch), labelled for assistive technology by its visible text.
import { Space, Switch, Typography } from 'antd';
import { useId } from 'react';
import type { useAdminSettingSwitch } from '../session/useAdminSettingSwitch';

export interface ListMapSwitchProps {
  label: string;
  /** The admin setting behind the switch. */
  control: ReturnType<typeof useAdminSettingSwitch>;
  'data-testid'?: string;
}

export function ListMapSwitch({ label, control, 'data-testid': testId }: ListMapSwitchProps) {
  const labelId = useId();
  return (
    <Space>
      <Switch
        checked={control.isMapOn}
        loading={control.saving}
        onChange={control.setMapOn}
        aria-labelledby={labelId}
        data-testid={testId}
      />
      <Typography.Text id={labelId}>{label}</Typography.Text>
    </Space>
  );
}
