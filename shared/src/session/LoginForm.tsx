import { Alert, Button, Form, Input } from 'antd';
import { describeError, type AdminUser, useSessionStore } from '@pads/core';
import { signInWithPassword } from './authApi';
import { LoginFormView, type LoginFormUi } from './LoginFormView';

export interface LoginFormProps {
  onSignedIn?: (user: AdminUser) => void;
}

const sharedAntd: LoginFormUi = { Alert, Button, Form, Input };

/** Email + password (and second factor) sign-in with the shared antd; used by standalone remotes. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const setSession = useSessionStore((state) => state.setSession);
  return (
    <LoginFormView
      ui={sharedAntd}
      describeFailure={describeError}
      signIn={(values) => signInWithPassword(values, setSession)}
      onSignedIn={(user) => onSignedIn?.(user)}
    />
  );
}
