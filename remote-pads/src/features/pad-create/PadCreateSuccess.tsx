// The success state: the new pad's name, id and creation time, and a way to start another one.
import { paths } from '@pads/shared';
import { Button, Descriptions, Result } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import type { CreatedPad } from './api/pads';

export const DATE_TIME_FORMAT = 'DD MMM YYYY HH:mm';

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
            { key: 'created', label: 'Created at', children: dayjs(pad.created_at).format(DATE_TIME_FORMAT) },
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
