import { Alert } from 'antd';
import { useListContext } from './ListContext';
import type { ListFailure } from './useServerList';

/** 'Error {status}' with the server's message, for a list that failed with a 500 (the enclosing list's by default). */
export function ListErrorAlert(props: { failure?: ListFailure | null }) {
  const list = useListContext()?.list;
  const failure = props.failure === undefined ? list?.failure : props.failure;
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
