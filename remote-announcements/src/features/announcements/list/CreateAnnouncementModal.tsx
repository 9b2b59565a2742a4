import {
  announcementNameSchema,
  applyServerErrors,
  fieldStatus,
  FormikModal,
  notifyError,
  type AnnouncementNameValues,
} from '@pads/shared';
import { Form, Input } from 'antd';
import { useFormik } from 'formik';
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
  const formik = useFormik<AnnouncementNameValues>({
    initialValues: { name: '' },
    validationSchema: announcementNameSchema,
    onSubmit: async (values, helpers) => {
      try {
        const announcement = await create.mutateAsync({ name: values.name.trim(), order: nextOrder });
        helpers.resetForm();
        onClose();
        navigate(`/dashboard/announcements/${announcement.id}`);
      } catch (error) {
        applyServerErrors(error, helpers.setErrors);
        notifyError(error);
      }
    },
  });

  return (
    <FormikModal title="Create Announcement" okText="Create" open={open} onClose={onClose} formik={formik}>
      <Form.Item {...fieldStatus(formik, 'name')}>
        <Input
          name="name"
          placeholder="Announcement Name"
          aria-label="Announcement Name"
          autoFocus
          value={formik.values.name}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
    </FormikModal>
  );
}
