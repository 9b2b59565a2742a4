import {
  FormikModal,
  newAdminSchema,
  notifySuccess,
  TextField,
  useFormikModal,
  type NewAdminValues,
} from '@pads/shared';
import { useCreateAdmin } from './api/admins';

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
  const form = useFormikModal<NewAdminValues>({
    initialValues: EMPTY,
    validationSchema: newAdminSchema,
    onClose,
    submit: async (values) => {
      await create.mutateAsync(values);
      notifySuccess('Success', 'Admin was created successfully');
    },
  });

  return (
    <FormikModal title="Register a new Admin" okText="Register" open={open} layout="vertical" {...form}>
      {FIELDS.map(({ name, label, secret, autoComplete }) => (
        <TextField
          key={name}
          name={name}
          label={label}
          kind={secret ? 'password' : 'text'}
          id={`new-admin-${name}`}
          autoComplete={autoComplete}
        />
      ))}
    </FormikModal>
  );
}
