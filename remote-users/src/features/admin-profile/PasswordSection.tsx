import {
  applyServerErrors,
  fieldStatus,
  notifyError,
  passwordChangeSchema,
  type PasswordChangeValues,
} from '@pads/shared';
import { App, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useChangePassword } from './useAdminMutations';

export const PASSWORD_CHANGED = 'Your password has been changed successfully!';

export function PasswordSection({ userId }: { userId: number }) {
  const [editing, setEditing] = useState(false);
  const { message } = App.useApp();
  const change = useChangePassword(userId);
  const formik = useFormik<PasswordChangeValues>({
    initialValues: { password: '', password_confirmation: '' },
    validationSchema: passwordChangeSchema,
    onSubmit: async (values, helpers) => {
      try {
        await change.mutateAsync(values);
        helpers.resetForm();
        setEditing(false);
        void message.success(PASSWORD_CHANGED);
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
      title="Password"
      data-testid="profile-password"
      extra={!editing && <Button onClick={() => setEditing(true)}>Change password</Button>}
    >
      {editing ? (
        <Form layout="vertical" onFinish={() => formik.handleSubmit()} noValidate>
          <Form.Item label="Password" htmlFor="password-new" {...fieldStatus(formik, 'password')}>
            <Input.Password
              id="password-new"
              name="password"
              autoComplete="new-password"
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Form.Item>
          <Form.Item
            label="Confirm password"
            htmlFor="password-confirm"
            {...fieldStatus(formik, 'password_confirmation')}
          >
            <Input.Password
              id="password-confirm"
              name="password_confirmation"
              autoComplete="new-password"
              value={formik.values.password_confirmation}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              Save new password
            </Button>
            <Button onClick={cancel}>Cancel</Button>
          </Space>
        </Form>
      ) : (
        <Typography.Text>••••••••</Typography.Text>
      )}
    </Card>
  );
}
