// The antd components of the login screen, imported by file so the host bundles just these (about a tenth
// of the shared antd): the screen draws before the shared antd and library code load. They read the
// theme from the ConfigProvider imported here, not from the shared one.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { LoginFormUi } from '@pads/shared/session/LoginFormView.tsx';

export const loginUi: LoginFormUi = { Alert, Button, Form, Input };
export { ConfigProvider as LoginConfigProvider };
