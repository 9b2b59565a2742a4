// The page title: the pad name, the copyable id and the marks of spec §2 (recommended star, Private,
// invalid phone, archived), the submitters and the duplicate link.
import { StarFilled } from '@ant-design/icons';
import { App, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { paths, STATUS, UserLink } from '@pads/shared';
import { Link } from 'react-router-dom';
import type { PadDetail } from './api/padDetail';

export function PadTitle({ pad }: { pad: PadDetail }) {
  const { message } = App.useApp();
  return (
    <Flex vertical gap={4} data-testid="pad-title">
      <Space size={8} wrap align="center">
        <Typography.Title level={2} style={{ margin: 0 }} data-testid="pad-name">
          {pad.name}
        </Typography.Title>
        {pad.is_recommended && (
          <Tooltip title="Recommended: a premium owner">
            <StarFilled style={{ color: '#faad14', fontSize: 20 }} aria-label="Recommended" data-testid="pad-star" />
          </Tooltip>
        )}
        {pad.is_private && <Tag color="purple">Private</Tag>}
        {pad.has_invalid_phone && <Tag color="red">Invalid phone</Tag>}
        {pad.deleted_at && (
          <Tooltip title={pad.archive_reason ?? undefined}>
            <Tag color="default" data-testid="pad-archived">
              Archived
            </Tag>
          </Tooltip>
        )}
        {pad.is_pads_recommended_admin && <Tag color="gold">Recommended by admins</Tag>}
        {pad.is_added_to_purgatory && <Tag color="orange">Purgatory</Tag>}
        <Tag color={pad.status_id === STATUS.Unmoderated ? 'blue' : 'green'}>
          {pad.status?.name ?? `Status ${pad.status_id}`}
        </Tag>
      </Space>
      <Typography.Text
        type="secondary"
        copyable={{
          text: String(pad.id),
          tooltips: ['Copy id', 'Link copied!'],
          onCopy: () => void message.success('Link copied!'),
        }}
        data-testid="pad-id"
      >
        ID: {pad.id}
      </Typography.Text>
      {pad.submitters.length > 0 && (
        <Typography.Text data-testid="pad-submitters">
          Submitted by:{' '}
          {pad.submitters.map((s, i) => (
            <span key={s.user_id}>
              {i > 0 && ', '}
              <UserLink user={{ id: s.user_id, username: s.name || s.email }} />
              {s.is_submitter_pilot && ' (pilot)'}
            </span>
          ))}
        </Typography.Text>
      )}
      {pad.duplicated_pad_id && (
        <Link to={paths.duplicateReport(pad.id, pad.duplicated_pad_id)} data-testid="pad-duplicate">
          Possible duplicate of pad {pad.duplicated_pad_id}
        </Link>
      )}
    </Flex>
  );
}
