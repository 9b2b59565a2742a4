import { Alert } from 'antd';
import type { ListFailure } from './useServerList';

/** 'Error {status}' with the server's message, for a list that failed with a 500. */
export function ListErrorAlert({ failure }: { failure: ListFailure | null }) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={`Error ${failure.status}`}
      description={failure.message}
      data-testid="list-error"
    />
  );
}
