import { paths } from '@pads/shared';
import { PhoneOutlined, StarFilled, StopOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router-dom';
import type { PadRow } from './api/padList';

/** The pad name as a link, with its warning icons, recommended star and labels. */
export function PadNameCell({ row }: { row: PadRow }) {
  return (
    <Space size={6} wrap data-testid={`pad-name-${row.id}`}>
      <Link to={paths.padView(row.id)} className="pad-name-link">
        {row.name}
      </Link>
      {row.is_recommended && (
        <Tooltip title="Recommended">
          <StarFilled style={{ color: '#faad14' }} aria-label="Recommended" data-testid="pad-recommended" />
        </Tooltip>
      )}
      {!row.is_phonable && (
        <Tooltip title="Not phonable">
          <PhoneOutlined style={{ color: '#cf1322' }} aria-label="Not phonable" data-testid="pad-not-phonable" />
        </Tooltip>
      )}
      {!row.is_landing_permitted && (
        <Tooltip title="Landing not permitted">
          <StopOutlined
            style={{ color: '#cf1322' }}
            aria-label="Landing not permitted"
            data-testid="pad-landing-not-permitted"
          />
        </Tooltip>
      )}
      {row.is_private && <Tag color="purple">Private</Tag>}
      {row.has_invalid_phone && <Tag color="red">Invalid phone</Tag>}
    </Space>
  );
}
