// A new owner from an e-mail no user has (spec part 2 §4): name and phone optional, contact type 4.
import { applyServerErrors, fieldStatus, FormikModal, notifyError, ownerContactSchema } from '@pads/shared';
import { Form, Input } from 'antd';
import { useFormik } from 'formik';

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
  const formik = useFormik<Values>({
    initialValues: { name: '', email: email ?? '', phone: '' },
    enableReinitialize: true,
    validationSchema: formSchema,
    onSubmit: async (values, helpers) => {
      try {
        await onCreate({ name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() });
        helpers.resetForm();
        onClose();
      } catch (error) {
        applyServerErrors(error, helpers.setErrors);
        notifyError(error);
      }
    },
  });
  const input = (name: keyof Values, label: string) => (
    <Form.Item label={label} {...fieldStatus(formik, name)}>
      <Input
        name={name}
        aria-label={label}
        value={formik.values[name]}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
      />
    </Form.Item>
  );
  return (
    <FormikModal
      title="New owner"
      okText="Create owner"
      open={email !== null}
      onClose={onClose}
      formik={formik}
      layout="vertical"
    >
      {input('email', 'Email')}
      {input('name', 'Name (optional)')}
      {input('phone', 'Phone (optional)')}
    </FormikModal>
  );
}
