// The success state: the new pad's name, id and creation time, and a way to start another one.
import { formatDateTime, paths } from '@pads/shared';
import { Button, Descriptions, Result } from 'antd';
import { Link } from 'react-router-dom';
import type { CreatedPad } from './api/pads';

export function PadCreateSuccess({ pad, onCreateAnother }: { pad: CreatedPad; onCreateAnother: () => void }) {
  return (
    <Result
      status="success"
      title={`Pad "${pad.name}" is successfully created`}
      subTitle={
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'id', label: 'ID', children: <span data-testid="created-pad-id">{pad.id}</span> },
            { key: 'created', label: 'Created at', children: formatDateTime(pad.created_at) },
          ]}
        />
      }
      extra={[
        <Button type="primary" key="another" onClick={onCreateAnother}>
          Create another one
        </Button>,
        <Link key="view" to={paths.padView(pad.id)}>
          <Button>View pad</Button>
        </Link>,
      ]}
    />
  );
}
