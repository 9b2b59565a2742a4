import {
  announcementNameSchema,
  applyServerErrors,
  FormikModal,
  paths,
  TextField,
  type AnnouncementNameValues,
} from '@pads/shared';
import { useFormik } from 'formik';
import { useState } from 'react';
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
  const [formError, setFormError] = useState<string | null>(null);
  const close = () => {
    setFormError(null);
    onClose();
  };
  const formik = useFormik<AnnouncementNameValues>({
    initialValues: { name: '' },
    validationSchema: announcementNameSchema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        const announcement = await create.mutateAsync({ name: values.name.trim(), order: nextOrder });
        helpers.resetForm();
        close();
        navigate(paths.announcementView(announcement.id));
      } catch (error) {
        setFormError(applyServerErrors(error, helpers.setErrors, values));
      }
    },
  });

  return (
    <FormikModal
      title="Create Announcement"
      okText="Create"
      open={open}
      onClose={close}
      formik={formik}
      alert={formError}
    >
      <TextField name="name" placeholder="Announcement Name" aria-label="Announcement Name" autoFocus />
    </FormikModal>
  );
}
