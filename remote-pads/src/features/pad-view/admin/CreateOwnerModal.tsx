// A new owner from an e-mail no user has (spec part 2 §4): name and phone optional, contact type Owner.
import { FormikModal, ownerContactSchema, TextField, useFormikModal } from '@pads/shared';

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
  const form = useFormikModal<Values>({
    initialValues: { name: '', email: email ?? '', phone: '' },
    enableReinitialize: true,
    validationSchema: formSchema,
    onClose,
    submit: (values) => onCreate({ name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() }),
  });
  return (
    <FormikModal title="New owner" okText="Create owner" open={email !== null} layout="vertical" {...form}>
      <TextField name="email" label="Email" id="new-owner-email" />
      <TextField name="name" label="Name (optional)" id="new-owner-name" />
      <TextField name="phone" label="Phone (optional)" id="new-owner-phone" />
    </FormikModal>
  );
}
