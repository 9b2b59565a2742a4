// The sign-in form, drawn with the antd components it is given. The host's login screen passes
// components it bundles itself, so the screen appears before the shared antd and library code have
// loaded; LoginForm passes the shared ones. Keep value imports of antd and of stateful shared modules
// (session store, API client) out of this file: the host bundles its own copy of it.
import type { LoginValues } from '@pads/contracts';
import { loginSchema } from '@pads/contracts';
import type { Alert, Button, Form, Input } from 'antd';
import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useState } from 'react';

// The one form not bound through shared/src/forms/FieldItem: FieldItem imports the shared antd, which
// the host's login screen must not wait for.
function fieldStatus(
  formik: { errors: FormikErrors<LoginValues>; touched: FormikTouched<LoginValues>; submitCount: number },
  field: keyof LoginValues,
) {
  const shown = formik.touched[field] || formik.submitCount > 0;
  const message = shown ? formik.errors[field] : undefined;
  return { validateStatus: message ? ('error' as const) : undefined, help: message };
}

export interface LoginFormUi {
  Alert: typeof Alert;
  Button: typeof Button;
  Form: typeof Form;
  Input: typeof Input;
}

export interface LoginFormViewProps {
  ui: LoginFormUi;
  /** Signs in (and stores the session); throws what the server refused. */
  signIn: (values: LoginValues) => Promise<void>;
  /** The lines of the 'Error' alert for what signIn threw. */
  describeFailure: (error: unknown) => string[];
}

export function LoginFormView({ ui: { Alert, Button, Form, Input }, signIn, describeFailure }: LoginFormViewProps) {
  const [failure, setFailure] = useState<string[] | null>(null);
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await signIn(values);
      } catch (error) {
        setFailure(describeFailure(error));
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
