import {
  applyServerErrors,
  FormAlert,
  notifySuccess,
  passwordChangeSchema,
  TextField,
  type PasswordChangeValues,
} from '@pads/shared';
import { Button, Card, Form, Space, Typography } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { useChangePassword } from './api/admins';

export const PASSWORD_CHANGED = 'Your password has been changed successfully!';

export function PasswordSection({ userId }: { userId: number }) {
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword(userId);
  const formik = useFormik<PasswordChangeValues>({
    initialValues: { password: '', password_confirmation: '' },
    validationSchema: passwordChangeSchema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        await change.mutateAsync(values);
        helpers.resetForm();
        setEditing(false);
        // A success notice, 10 s like every other (spec part 1 §5's text, part 3 §9's duration).
        notifySuccess(PASSWORD_CHANGED);
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
      title="Password"
      data-testid="profile-password"
      extra={!editing && <Button onClick={() => setEditing(true)}>Change password</Button>}
    >
      {editing ? (
        <FormikProvider value={formik}>
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} noValidate>
            <FormAlert message={formError} />
            <TextField name="password" label="Password" kind="password" id="password-new" autoComplete="new-password" />
            <TextField
              name="password_confirmation"
              label="Confirm password"
              kind="password"
              id="password-confirm"
              autoComplete="new-password"
            />
            <Space>
              <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
                Save new password
              </Button>
              <Button onClick={cancel}>Cancel</Button>
            </Space>
          </Form>
        </FormikProvider>
      ) : (
        <Typography.Text>••••••••</Typography.Text>
      )}
    </Card>
  );
}
