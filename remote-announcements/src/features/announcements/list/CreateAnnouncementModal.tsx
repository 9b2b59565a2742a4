import {
  announcementNameSchema,
  FormikModal,
  paths,
  TextField,
  useFormikModal,
  type AnnouncementNameValues,
} from '@pads/shared';
import { useNavigate } from 'react-router-dom';
import { useCreateAnnouncement } from '../api/announcementList';

export interface CreateAnnouncementModalProps {
  open: boolean;
  /** The list's length + 1 (spec §4); the server appends whatever the list shows. */
  nextOrder: number;
  onClose: () => void;
}

export function CreateAnnouncementModal({ open, nextOrder, onClose }: CreateAnnouncementModalProps) {
  const navigate = useNavigate();
  const create = useCreateAnnouncement();
  const form = useFormikModal<AnnouncementNameValues>({
    initialValues: { name: '' },
    validationSchema: announcementNameSchema,
    onClose,
    submit: async (values) => {
      const announcement = await create.mutateAsync({ name: values.name.trim(), order: nextOrder });
      navigate(paths.announcementView(announcement.id));
    },
  });

  return (
    <FormikModal title="Create Announcement" okText="Create" open={open} {...form}>
      <TextField name="name" placeholder="Announcement Name" aria-label="Announcement Name" autoFocus />
    </FormikModal>
  );
}
