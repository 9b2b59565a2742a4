// The sign-in form, drawn with the antd components it is given. The host's login screen passes
// components it bundles itself, so the screen appears before the shared antd and library code have
// loaded; LoginForm passes the shared ones. Keep value imports of antd and of stateful shared modules
// (session store, API client) out of this file: the host bundles its own copy of it.
import type { LoginValues } from '@pads/contracts';
import { loginSchema } from '@pads/contracts';
import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useState } from 'react';
import type { AdminUser } from '@pads/core/api/types.ts';
import { clearSignOutNotice, readSignOutNotice } from '@pads/core/session/storedSession.ts';
import type { SecondFactorStep, SignInOutcome } from './signInSteps';
import { FailureAlert, type LoginFormUi } from './FailureAlert';
import { TwoFactorStepView } from './TwoFactorStepView';

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

export type { LoginFormUi };

export interface LoginFormViewProps {
  ui: LoginFormUi;
  /** Signs in (and stores the session once there is a token); throws what the server refused. */
  signIn: (values: LoginValues) => Promise<SignInOutcome>;
  /** Signed in, the second factor included. */
  onSignedIn: (user: AdminUser) => void;
  /** The lines of the 'Error' alert for what signIn threw. */
  describeFailure: (error: unknown) => string[];
}

export function LoginFormView({ ui, signIn, onSignedIn, describeFailure }: LoginFormViewProps) {
  const { Alert, Button, Form, Input } = ui;
  const [failure, setFailure] = useState<string[] | null>(null);
  // Why the last session ended (the API's message: idle, maximum length, ended elsewhere), shown until the admin
  // signs in again. Not cleared when shown: the panel draws this screen as soon as the session ends and then
  // loads /login afresh, and a notice cleared by the first drawing was gone from the second.
  const [shownNotice, setShownNotice] = useState(readSignOutNotice);
  const [secondStep, setSecondStep] = useState<SecondFactorStep | null>(null);
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '' },
    validationSchema: loginSchema,
    onSubmit: async (values) => {
      setFailure(null);
      setShownNotice(null);
      clearSignOutNotice();
      try {
        const outcome = await signIn(values);
        if (outcome.status === 'signed-in') onSignedIn(outcome.user);
        else setSecondStep(outcome.step);
      } catch (error) {
        setFailure(describeFailure(error));
      }
    },
  });

  if (secondStep) {
    return (
      <TwoFactorStepView
        ui={ui}
        step={secondStep}
        describeFailure={describeFailure}
        onSignedIn={onSignedIn}
        onRestart={(message) => {
          setSecondStep(null);
          formik.setFieldValue('password', '', false);
          setFailure(message ? [message] : null);
        }}
      />
    );
  }

  return (
    <Form layout="vertical" onFinish={() => formik.handleSubmit()} noValidate>
      {shownNotice && (
        <Alert type="warning" showIcon title={shownNotice} style={{ marginBottom: 16 }} data-testid="login-notice" />
      )}
      <FailureAlert Alert={Alert} failure={failure} />
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
