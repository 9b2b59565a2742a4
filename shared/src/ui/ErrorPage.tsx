import { Button, Result } from 'antd';

export interface ErrorPageProps {
  status?: number;
  message: string;
  /** Defaults to reloading the page. */
  onRetry?: () => void;
}

/** A whole screen that failed to load: 'Error {status}', the server's message, and a way back. */
export function ErrorPage({ status, message, onRetry = () => window.location.reload() }: ErrorPageProps) {
  return (
    <Result
      status={status === 403 || status === 404 ? status : 'error'}
      title={status ? `Error ${status}` : 'Error'}
      subTitle={`Error: ${message}`}
      extra={[
        <Button key="back" onClick={() => window.history.back()}>
          Go back
        </Button>,
        <Button key="reload" type="primary" onClick={onRetry}>
          Reload page
        </Button>,
      ]}
      data-testid="error-page"
    />
  );
}
