import { Alert, Button, Form, Input } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { describeError, type AdminUser, useSessionStore } from '@pads/core';
import { fieldStatus } from '../forms/fieldStatus';
import { loginSchema, type LoginValues } from '@pads/contracts';
import { login } from './authApi';

export interface LoginFormProps {
  onSignedIn?: (user: AdminUser) => void;
}

/** Email + password sign-in; used by the host's login page and by standalone remotes. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const setSession = useSessionStore((state) => state.setSession);
  const [failure, setFailure] = useState<string[] | null>(null);
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const { token, user } = await login(values);
        setSession(token, user);
        onSignedIn?.(user);
      } catch (error) {
        setFailure(describeError(error));
      }
    },
  });

  return (
    <Form layout="vertical" onFinish={() => formik.handleSubmit()} noValidate>
      {failure && (
        <Alert
          type="error"
          showIcon
          title="Error"
          description={failure.map((line) => (
            <div key={line}>{line}</div>
          ))}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
        />
      )}
      <Form.Item label="Email" htmlFor="login-email" {...fieldStatus(formik, 'email')}>
        <Input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          value={formik.values.email}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
      <Form.Item label="Password" htmlFor="login-password" {...fieldStatus(formik, 'password')}>
        <Input.Password
          id="login-password"
          name="password"
          autoComplete="current-password"
          value={formik.values.password}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
        Log in
      </Button>
    </Form>
  );
}
