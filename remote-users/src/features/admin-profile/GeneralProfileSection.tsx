import {
  applyServerErrors,
  FormAlert,
  PROFILE_TEXT_MAX,
  profileSchema,
  TextField,
  type AdminUser,
  type ProfileValues,
} from '@pads/shared';
import { Button, Card, Descriptions, Form, Space } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useUpdateProfile } from './api/admins';

const FIELDS: { name: keyof ProfileValues; label: string }[] = [
  { name: 'first_name', label: 'First Name' },
  { name: 'last_name', label: 'Last Name' },
  { name: 'username', label: 'Username' },
  { name: 'email', label: 'Email' },
];

function profileValues(user: AdminUser): ProfileValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    username: user.username ?? '',
    email: user.email ?? '',
  };
}

export function GeneralProfileSection({ user }: { user: AdminUser }) {
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateProfile(user.id);
  const formik = useFormik<ProfileValues>({
    initialValues: profileValues(user),
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        // The version the form was loaded with: a profile changed meanwhile is a 409, not an overwrite.
        await update.mutateAsync({ ...values, version: user.version });
        setEditing(false);
      } catch (error) {
        setFormError(applyServerErrors(error, helpers.setErrors, values));
      }
    },
  });

  const cancel = () => {
    formik.resetForm();
    setFormError(null);
    setEditing(false);
  };

  return (
    <Card
      title="General profile data"
      data-testid="profile-general"
      extra={!editing && <Button onClick={() => setEditing(true)}>Edit</Button>}
    >
      {editing ? (
        <FormikProvider value={formik}>
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} noValidate>
            <FormAlert message={formError} />
            {FIELDS.map(({ name, label }) => (
              <TextField key={name} name={name} label={label} id={`profile-${name}`} maxLength={PROFILE_TEXT_MAX} />
            ))}
            <Space>
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                Save changes
              </Button>
              <Button onClick={cancel}>Cancel</Button>
            </Space>
          </Form>
        </FormikProvider>
      ) : (
        <Descriptions
          column={1}
          items={FIELDS.map(({ name, label }) => ({ key: name, label, children: user[name] }))}
        />
      )}
    </Card>
  );
}
