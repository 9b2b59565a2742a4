// The sign-in's second step, drawn with the antd components it is given (see LoginFormView): a code from
// the authenticator app or one recovery code; when every admin must use two-factor sign-in and this one has
// none, setting the app up first (QR code and key) and, once signed in, the recovery codes to keep.
import { TWO_FACTOR_MESSAGES } from '@pads/contracts';
import { useState, type FormEvent } from 'react';
import type { AdminUser } from '@pads/core/api/types.ts';
import { FailureAlert, type LoginFormUi } from './FailureAlert';
import type { SecondFactorStep, SecondStepResult } from './signInSteps';

export interface TwoFactorStepViewProps {
  ui: LoginFormUi;
  step: SecondFactorStep;
  describeFailure: (error: unknown) => string[];
  /** The second step is done (and any recovery codes were acknowledged). */
  onSignedIn: (user: AdminUser) => void;
  /** Back to the password, with the reason when the challenge ran out. */
  onRestart: (message?: string) => void;
}

const heading = { margin: '0 0 8px', fontSize: 18, fontWeight: 600, lineHeight: 1.4 } as const;
const muted = { margin: '0 0 16px', color: 'rgba(0,0,0,0.65)' } as const;

export function TwoFactorStepView({ ui, step, describeFailure, onSignedIn, onRestart }: TwoFactorStepViewProps) {
  const { Alert, Button, Form, Input } = ui;
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [signedIn, setSignedIn] = useState<Extract<SecondStepResult, { status: 'signed-in' }> | null>(null);

  const finish = (result: Extract<SecondStepResult, { status: 'signed-in' }>) => {
    result.startSession();
    onSignedIn(result.user);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    const answer = value.trim();
    if (!answer) {
      setFieldError(useRecovery ? TWO_FACTOR_MESSAGES.recoveryCodeRequired : TWO_FACTOR_MESSAGES.codeRequired);
      return;
    }
    if (!useRecovery && !/^\d{3}\s?\d{3}$/.test(answer)) {
      setFieldError(TWO_FACTOR_MESSAGES.codeFormat);
      return;
    }
    setFieldError(null);
    setSubmitting(true);
    try {
      const result = await step.submit(useRecovery ? { recovery_code: answer } : { code: answer });
      if (result.status === 'restart') onRestart(result.message);
      else if (result.recoveryCodes?.length) setSignedIn(result);
      else finish(result);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (signedIn) {
    return (
      <div data-testid="recovery-codes">
        <h2 style={heading}>Save your recovery codes</h2>
        <p style={muted}>
          Each code signs you in once if you lose your authenticator app. Keep them somewhere safe: they are not shown
          again.
        </p>
        <ol style={{ fontFamily: 'monospace', fontSize: 15, columns: 2, margin: '0 0 16px' }}>
          {signedIn.recoveryCodes!.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ol>
        <Button type="primary" block onClick={() => finish(signedIn)}>
          Continue
        </Button>
      </div>
    );
  }

  const label = useRecovery ? 'Recovery code' : 'Authentication code';
  return (
    <Form layout="vertical" onFinish={() => void submit()} noValidate>
      {step.kind === 'setup' ? (
        <>
          <h2 style={heading}>Set up two-factor sign-in</h2>
          <p style={muted}>
            Every admin signs in with a code from an authenticator app. Scan this QR code with the app, or enter the
            key, then enter the code it shows.
          </p>
          {step.setup && (
            <div style={{ textAlign: 'center', marginBottom: 16 }}>
              <img src={step.setup.qr_code} alt="QR code for your authenticator app" width={200} height={200} />
              <div style={{ fontFamily: 'monospace', wordBreak: 'break-all' }} data-testid="two-factor-key">
                Key: {step.setup.secret}
              </div>
            </div>
          )}
        </>
      ) : (
        <>
          <h2 style={heading}>Two-factor sign-in</h2>
          <p style={muted}>
            {useRecovery
              ? 'Enter one of your recovery codes. Each code works once.'
              : 'Enter the 6-digit code from your authenticator app.'}
          </p>
        </>
      )}
      <FailureAlert Alert={Alert} failure={failure} />
      <Form.Item
        label={label}
        htmlFor="two-factor-answer"
        validateStatus={fieldError ? 'error' : undefined}
        help={fieldError ?? undefined}
      >
        <Input
          id="two-factor-answer"
          name={useRecovery ? 'recovery_code' : 'code'}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoFocus
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Verify
      </Button>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12 }}>
        {step.kind === 'verify' ? (
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => {
              setUseRecovery(!useRecovery);
              setValue('');
              setFieldError(null);
            }}
          >
            {useRecovery ? 'Use the authenticator app' : 'Use a recovery code'}
          </Button>
        ) : (
          <span />
        )}
        <Button type="link" style={{ padding: 0 }} onClick={() => onRestart()}>
          Back to sign in
        </Button>
      </div>
    </Form>
  );
}
