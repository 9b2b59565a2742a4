// The form-level alert for what a refused submit could not put on a field (see applyServerErrors).
import { Alert } from 'antd';

export function FormAlert({ message, onClose }: { message: string | null; onClose?: () => void }) {
  if (!message) return null;
  return (
    <Alert
      type="error"
      title={message}
      showIcon
      closable={onClose ? { onClose } : undefined}
      role="alert"
      data-testid="form-alert"
    />
  );
}
