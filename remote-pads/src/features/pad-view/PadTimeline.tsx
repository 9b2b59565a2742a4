// The change log (spec §2 "change-log timeline"): who (the shared UserLink, cut to 15 characters, with the role
// label), when and what changed.
import { Card, Empty, Pagination, Spin, Timeline, Typography } from 'antd';
import { formatDateTime, UserLink } from '@pads/shared';
import { useState } from 'react';
import { usePadLogs, type PadLogEntry } from './api/padLogs';

const ACTION_LABELS: Record<string, string> = {
  pad_created: 'Created the pad',
  pad_updated: 'Edited the pad',
  pad_moderated: 'Moderated',
  pad_unmoderated: 'Unmoderated',
  pad_made_private: 'Saved as private',
  pad_added_to_purgatory: 'Added to purgatory',
  pad_recommended: 'Recommended',
  pad_unrecommended: 'Removed from recommended',
  pad_archived: 'Archived',
  pad_unarchived: 'Unarchived',
  upload_added: 'Uploaded a photo',
  upload_deleted: 'Deleted a photo',
  uploads_reordered: 'Reordered the photos',
  primary_contact_changed: 'Changed the primary contact',
};

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

export function describeChanges(entry: PadLogEntry): string[] {
  const changes = entry.additional?.changes ?? {};
  return Object.entries(changes).map(([field, c]) => `${field}: ${show(c.before)} → ${show(c.after)}`);
}

export function PadTimeline({ padId }: { padId: number }) {
  const [page, setPage] = useState(1);
  const logs = usePadLogs(padId, page);
  return (
    <Card size="small" title="Change log" data-testid="pad-timeline">
      {logs.isLoading && <Spin />}
      {logs.data && logs.data.data.length === 0 && (
        <Empty description="No changes yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
      {logs.data && logs.data.data.length > 0 && (
        <>
          <Timeline
            items={logs.data.data.map((entry) => ({
              key: entry.id,
              title: formatDateTime(entry.created_at),
              content: (
                <div data-testid="timeline-entry">
                  <Typography.Text strong>{ACTION_LABELS[entry.action_type] ?? entry.action_type}</Typography.Text>
                  {' by '}
                  {entry.user ? (
                    <>
                      <UserLink user={{ id: entry.user.id, username: entry.user.name || entry.user.email }} /> (
                      {entry.user.role_label})
                    </>
                  ) : (
                    'a deleted user'
                  )}
                  {describeChanges(entry).map((line) => (
                    <div key={line}>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {line}
                      </Typography.Text>
                    </div>
                  ))}
                </div>
              ),
            }))}
          />
          <Pagination
            size="small"
            current={page}
            pageSize={logs.data.meta.per_page}
            total={logs.data.meta.total}
            onChange={setPage}
            hideOnSinglePage
          />
        </>
      )}
    </Card>
  );
}
