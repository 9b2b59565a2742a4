import {
  applyServerErrors,
  fieldStatus,
  notifyError,
  PROFILE_TEXT_MAX,
  profileSchema,
  type AdminUser,
  type ProfileValues,
} from '@pads/shared';
import { Button, Card, Descriptions, Form, Input, Space } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useUpdateProfile } from './useAdminMutations';

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
  const update = useUpdateProfile(user.id);
  const formik = useFormik<ProfileValues>({
    initialValues: profileValues(user),
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      try {
        await update.mutateAsync(values);
        setEditing(false);
      } catch (error) {
        applyServerErrors(error, helpers.setErrors);
        notifyError(error);
      }
    },
  });

  const cancel = () => {
    formik.resetForm();
    setEditing(false);
  };

  return (
    <Card
      title="General profile data"
      data-testid="profile-general"
      extra={!editing && <Button onClick={() => setEditing(true)}>Edit</Button>}
    >
      {editing ? (
        <Form layout="vertical" onFinish={() => formik.handleSubmit()} noValidate>
          {FIELDS.map(({ name, label }) => (
            <Form.Item key={name} label={label} htmlFor={`profile-${name}`} {...fieldStatus(formik, name)}>
              <Input
                id={`profile-${name}`}
                name={name}
                maxLength={PROFILE_TEXT_MAX}
                value={formik.values[name]}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              />
            </Form.Item>
          ))}
          <Space>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              Save changes
            </Button>
            <Button onClick={cancel}>Cancel</Button>
          </Space>
        </Form>
      ) : (
        <Descriptions
          column={1}
          items={FIELDS.map(({ name, label }) => ({ key: name, label, children: user[name] }))}
        />
      )}
    </Card>
  );
}
