// A new owner from an e-mail no user has (spec part 2 §4): name and phone optional, contact type 4.
import { applyServerErrors, FormikModal, ownerContactSchema, TextField } from '@pads/shared';
import { useFormik } from 'formik';
import { useState } from 'react';

interface Values {
  name: string;
  email: string;
  phone: string;
}

export interface CreateOwnerModalProps {
  email: string | null;
  onCreate: (values: Values) => Promise<unknown>;
  onClose: () => void;
}

const formSchema = ownerContactSchema.pick(['name', 'email', 'phone']);

export function CreateOwnerModal({ email, onCreate, onClose }: CreateOwnerModalProps) {
  const [alert, setAlert] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: { name: '', email: email ?? '', phone: '' },
    enableReinitialize: true,
    validationSchema: formSchema,
    onSubmit: async (values, helpers) => {
      setAlert(null);
      try {
        await onCreate({ name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() });
        helpers.resetForm();
        onClose();
      } catch (error) {
        setAlert(applyServerErrors(error, helpers.setErrors, values));
      }
    },
  });
  return (
    <FormikModal
      title="New owner"
      okText="Create owner"
      open={email !== null}
      onClose={onClose}
      formik={formik}
      alert={alert}
      layout="vertical"
    >
      <TextField name="email" label="Email" id="new-owner-email" />
      <TextField name="name" label="Name (optional)" id="new-owner-name" />
      <TextField name="phone" label="Phone (optional)" id="new-owner-phone" />
    </FormikModal>
  );
}
