import { announcementNameSchema, notifyError } from '@pads/shared';
import { Skeleton, Typography } from 'antd';
import { ValidationError } from 'yup';
import { useRenameAnnouncement } from '../api/announcement';
import type { Announcement } from '../api/types';

/** The announcement's name, edited in place; saved with the version it was loaded with. */
export function AnnouncementName({ announcement }: { announcement: Announcement | undefined }) {
  const rename = useRenameAnnouncement();
  if (!announcement) return <Skeleton.Input active style={{ width: 280 }} />;

  const save = async (value: string) => {
    const name = value.trim();
    if (name === announcement.name) return;
    try {
      await announcementNameSchema.validate({ name });
      await rename.mutateAsync({ id: announcement.id, name, version: announcement.version });
    } catch (error) {
      notifyError(ValidationError.isError(error) ? new Error(error.errors[0]) : error);
    }
  };

  return (
    <Typography.Title
      level={2}
      style={{ margin: 0 }}
      editable={{ onChange: (value) => void save(value), tooltip: 'Edit name', triggerType: ['icon', 'text'] }}
      data-testid="announcement-name"
    >
      {announcement.name}
    </Typography.Title>
  );
}
