import { Button, Result } from 'antd';
import { remoteFailureReason } from './remoteFailureReason';

export interface RemoteErrorPanelProps {
  remote: string;
  error: unknown;
  onRetry: () => void;
}

/** Shown in the remote's area only; header, stats bar and other areas keep working. */
export function RemoteErrorPanel({ remote, error, onRetry }: RemoteErrorPanelProps) {
  return (
    <Result
      status="error"
      title="This section could not be loaded"
      subTitle={`${remote}: ${remoteFailureReason(error)}`}
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
      data-testid="remote-error"
    />
  );
}
