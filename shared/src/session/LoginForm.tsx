import { Alert, Button, Form } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { describeError } from '../api/errors';
import { TextField } from '../forms/FieldItem';
import type { AdminUser } from '../api/types';
import { loginSchema, type LoginValues } from '@pads/contracts';
import { login } from './authApi';
import { useSessionStore } from './sessionStore';

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
    <FormikProvider value={formik}>
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
        <TextField name="email" label="Email" id="login-email" type="email" autoComplete="username" />
        <TextField
          name="password"
          label="Password"
          kind="password"
          id="login-password"
          autoComplete="current-password"
        />
        <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
          Log in
        </Button>
      </Form>
    </FormikProvider>
  );
}
