// The antd components the sign-in screens are drawn with (the host's own copies on its login screen, the
// shared ones elsewhere; see LoginFormView), and the sign-in's 'Error' alert. Type imports of antd only.
import type { Alert, Button, Form, Input } from 'antd';

export interface LoginFormUi {
  Alert: typeof Alert;
  Button: typeof Button;
  Form: typeof Form;
  Input: typeof Input;
}

/** The sign-in's 'Error' alert: one line per message of what the server refused. */
export function FailureAlert({ Alert, failure }: { Alert: LoginFormUi['Alert']; failure: string[] | null }) {
  if (!failure) return null;
  return (
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
  );
}
