// 'Two-factor sign-in': set up an authenticator app (QR code drawn by the API, or the key typed in),
// confirmed by its first code; then new recovery codes or turning it off, each confirmed by a code. The
// recovery codes are shown once, when made.
import {
  applyServerErrors,
  FormAlert,
  formatDate,
  FormikModal,
  type FormikModalProps,
  notifySuccess,
  TextField,
  totpCodeSchema,
  type TotpCodeValues,
  type TwoFactorEnrolment,
} from '@pads/shared';
import { Alert, Button, Card, Form, Space, Tooltip, Typography } from 'antd';
import { FormikProvider, useFormik } from 'formik';
import { useState } from 'react';
import { object, string } from 'yup';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRenewRecoveryCodes,
  useStartSetup,
  useTwoFactor,
} from './api/twoFactor';

export const TWO_FACTOR_OFF = 'Two-factor sign-in is off.';
const confirmationSchema = object({ confirmation: string().trim().required('Please input a code!') });
type Confirmation = { confirmation: string };

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Alert
      type="success"
      showIcon
      title="Save your recovery codes"
      data-testid="recovery-codes"
      description={
        <>
          <p>
            Each code signs you in once if you lose your authenticator app. Keep them somewhere safe: they are not shown
            again.
          </p>
          <ol style={{ fontFamily: 'monospace', columns: 2 }}>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <Button type="primary" onClick={onDone}>
            Done
          </Button>
        </>
      }
    />
  );
}

function SetupForm({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik<TotpCodeValues>({
    initialValues: { code: '' },
    validationSchema: totpCodeSchema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        onEnabled(await enable.mutateAsync(values.code));
      } catch (error) {
        setFormError(applyServerErrors(error, helpers.setErrors, values));
      }
    },
  });
  return (
    <FormikProvider value={formik}>
      <Form layout="vertical" onFinish={() => formik.handleSubmit()} noValidate>
        <Typography.Paragraph>
          Scan this QR code with an authenticator app (or enter the key), then enter the code the app shows.
        </Typography.Paragraph>
        <img src={enrolment.qr_code} alt="QR code for your authenticator app" width={200} height={200} />
        <Typography.Paragraph copyable={{ text: enrolment.secret }} data-testid="two-factor-key">
          Key: <Typography.Text code>{enrolment.secret}</Typography.Text>
        </Typography.Paragraph>
        <FormAlert message={formError} />
        <TextField name="code" label="Authentication code" id="two-factor-code" autoComplete="one-time-code" />
        <Space>
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            Turn on
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Space>
      </Form>
    </FormikProvider>
  );
}

/** A code from the app (or a recovery code) confirms a change; the dialog asks for it. */
function ConfirmWithCode({
  confirm,
  ...dialog
}: Pick<FormikModalProps<Confirmation>, 'title' | 'okText' | 'open' | 'onClose'> & {
  confirm: (confirmation: string) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik<Confirmation>({
    initialValues: { confirmation: '' },
    validationSchema: confirmationSchema,
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        await confirm(values.confirmation);
        helpers.resetForm();
        dialog.onClose();
      } catch (error) {
        const message = applyServerErrors(error, helpers.setErrors, values);
        // The server names the field it read (code or recovery_code): shown on the one field here.
        setFormError(message);
      }
    },
  });
  return (
    <FormikModal {...dialog} formik={formik} alert={formError} layout="vertical">
      <TextField
        name="confirmation"
        label="Code from your app, or a recovery code"
        id="two-factor-confirmation"
        autoComplete="one-time-code"
      />
    </FormikModal>
  );
}

export function TwoFactorSection() {
  const status = useTwoFactor();
  const startSetup = useStartSetup();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<'renew' | 'disable' | null>(null);
  const state = status.data;

  const body = () => {
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    if (enrolment) {
      return (
        <SetupForm
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onEnabled={(recoveryCodes) => {
            setEnrolment(null);
            setCodes(recoveryCodes);
          }}
        />
      );
    }
    if (!state) return null;
    if (!state.enabled) {
      return (
        <Space orientation="vertical">
          <Typography.Text>{TWO_FACTOR_OFF} Signing in takes your password only.</Typography.Text>
          <Button
            type="primary"
            loading={startSetup.isPending}
            onClick={async () => setEnrolment(await startSetup.mutateAsync())}
          >
            Set up two-factor sign-in
          </Button>
        </Space>
      );
    }
    return (
      <Space orientation="vertical">
        <Typography.Text data-testid="two-factor-on">
          On since {formatDate(state.enabled_at)}: signing in takes your password and a code from your authenticator
          app. {state.recovery_codes_left} of 10 recovery codes left.
        </Typography.Text>
        <Space>
          <Button onClick={() => setDialog('renew')}>New recovery codes</Button>
          <Tooltip title={state.required ? 'Every admin must use two-factor sign-in' : undefined}>
            <Button danger disabled={state.required} onClick={() => setDialog('disable')}>
              Turn off
            </Button>
          </Tooltip>
        </Space>
      </Space>
    );
  };

  return (
    <Card title="Two-factor sign-in" data-testid="profile-two-factor">
      {body()}
      <ConfirmWithCode
        title="New recovery codes"
        okText="Make new codes"
        open={dialog === 'renew'}
        onClose={() => setDialog(null)}
        confirm={async (confirmation) => setCodes(await renew.mutateAsync(confirmation))}
      />
      <ConfirmWithCode
        title="Turn off two-factor sign-in"
        okText="Turn off"
        open={dialog === 'disable'}
        onClose={() => setDialog(null)}
        confirm={async (confirmation) => {
          await disable.mutateAsync(confirmation);
          notifySuccess('Success', TWO_FACTOR_OFF);
        }}
      />
    </Card>
  );
}
