// A tab's 'Edit' button: disabled, with the reason as its tooltip, while the pad is archived.
import { EditOutlined } from '@ant-design/icons';
import { PAD_ACTION_MESSAGES } from '@pads/shared';
import { Button, Tooltip } from 'antd';
import type { PadDetail } from './api/padDetail';

export function EditTabButton({ pad, onEdit, testId }: { pad: PadDetail; onEdit: () => void; testId: string }) {
  const archived = pad.deleted_at != null;
  return (
    <Tooltip title={archived ? PAD_ACTION_MESSAGES.archived : undefined}>
      <Button icon={<EditOutlined />} disabled={archived} onClick={onEdit} data-testid={testId}>
        Edit
      </Button>
    </Tooltip>
  );
}
