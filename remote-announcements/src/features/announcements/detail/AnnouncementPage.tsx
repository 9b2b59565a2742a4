import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  ANNOUNCEMENT_DEVICES,
  DEFAULT_ANNOUNCEMENT_DEVICE,
  notifyError,
  notifySuccess,
  paths,
  RecordLoadFailure,
  WithRouteIds,
  type AnnouncementDevice,
} from '@pads/shared';
import { Button, Flex, Popconfirm, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAnnouncement, useToggleArchived } from '../api/announcement';
import './announcement.css';
import { AnnouncementName } from './AnnouncementName';
import { PlatformSlides } from './PlatformSlides';

const LABEL: Record<AnnouncementDevice, string> = { android: 'Android', ios: 'iOS' };

export default function AnnouncementPage() {
  return (
    <WithRouteIds names={['id']} entity="announcement">
      {({ id }) => <AnnouncementView id={id} />}
    </WithRouteIds>
  );
}

function AnnouncementView({ id }: { id: number }) {
  const navigate = useNavigate();
  const { data: announcement, error } = useAnnouncement(id);
  const archive = useToggleArchived();
  const [device, setDevice] = useState<AnnouncementDevice>(DEFAULT_ANNOUNCEMENT_DEVICE);
  const [orderPending, setOrderPending] = useState(false);

  if (error) return <RecordLoadFailure entity="announcement" error={error} />;

  // Back in history when this page was opened from within the panel, else to the list.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.announcementList());
  };

  const toggleArchived = async () => {
    if (!announcement) return;
    try {
      const saved = await archive.mutateAsync(announcement.id);
      notifySuccess(saved.deleted_at ? 'Announcement successfully archived' : 'Announcement successfully unarchived');
    } catch (failure) {
      notifyError(failure);
    }
  };

  const archived = Boolean(announcement?.deleted_at);

  return (
    <Flex vertical gap={16} data-testid="announcement-page">
      <div>
        <Button icon={<ArrowLeftOutlined />} onClick={back} data-testid="back-to-list">
          Back to list
        </Button>
      </div>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex align="center" gap={12}>
          <AnnouncementName announcement={announcement} />
          {archived && (
            <Tag color="orange" data-testid="announcement-archived">
              Archived
            </Tag>
          )}
        </Flex>
        <Popconfirm
          title="Are you sure to delete this Announcement?"
          okText="Yes"
          cancelText="No"
          onConfirm={toggleArchived}
          disabled={!announcement}
        >
          <Button danger={!archived} loading={archive.isPending} disabled={!announcement} data-testid="archive-toggle">
            {archived ? 'Unarchive' : 'Archive'}
          </Button>
        </Popconfirm>
      </Flex>
      <Typography.Text type="secondary" data-testid="order-hint">
        {orderPending ? 'Order updating...' : 'Drag to reorder'}
      </Typography.Text>
      <Tabs
        activeKey={device}
        onChange={(key) => setDevice(key as AnnouncementDevice)}
        items={ANNOUNCEMENT_DEVICES.map((key) => ({
          key,
          label: `${LABEL[key]} (${announcement?.[key].is_enabled ? 'on' : 'off'})`,
          disabled: !announcement,
          children: announcement && (
            <PlatformSlides announcement={announcement} device={key} onOrderPending={setOrderPending} />
          ),
        }))}
      />
    </Flex>
  );
}
