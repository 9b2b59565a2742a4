import {
  applyServerErrors,
  fieldStatus,
  FormikModal,
  newAdminSchema,
  notifyError,
  notifySuccess,
  type NewAdminValues,
} from '@pads/shared';
import { Form, Input } from 'antd';
import { useFormik } from 'formik';
import { useCreateAdmin } from './useAdminMutations';

const EMPTY: NewAdminValues = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  password_confirmation: '',
};

const FIELDS: { name: keyof NewAdminValues; label: string; secret?: boolean; autoComplete?: string }[] = [
  { name: 'first_name', label: 'Name' },
  { name: 'last_name', label: 'Surname' },
  { name: 'username', label: 'Username', autoComplete: 'off' },
  { name: 'email', label: 'Email', autoComplete: 'off' },
  { name: 'password', label: 'Password', secret: true, autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'Confirm Password', secret: true, autoComplete: 'new-password' },
];

export interface NewAdminModalProps {
  open: boolean;
  onClose: () => void;
}

export function NewAdminModal({ open, onClose }: NewAdminModalProps) {
  const create = useCreateAdmin();
  const formik = useFormik<NewAdminValues>({
    initialValues: EMPTY,
    validationSchema: newAdminSchema,
    onSubmit: async (values, helpers) => {
      try {
        await create.mutateAsync(values);
        notifySuccess('Success', 'Admin was created successfully');
        helpers.resetForm();
        onClose();
      } catch (error) {
        applyServerErrors(error, helpers.setErrors);
        notifyError(error);
      }
    },
  });

  return (
    <FormikModal
      title="Register a new Admin"
      okText="Register"
      open={open}
      onClose={onClose}
      formik={formik}
      layout="vertical"
    >
      {FIELDS.map(({ name, label, secret, autoComplete }) => {
        const InputComponent = secret ? Input.Password : Input;
        return (
          <Form.Item key={name} label={label} htmlFor={`new-admin-${name}`} {...fieldStatus(formik, name)}>
            <InputComponent
              id={`new-admin-${name}`}
              name={name}
              autoComplete={autoComplete}
              value={formik.values[name]}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Form.Item>
        );
      })}
    </FormikModal>
  );
}
