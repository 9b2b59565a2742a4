import { errorMessage } from '@pads/shared';

/**
 * MF runtime errors carry a docs link and JSON args; the panel shows the gist: the first
 * line plus the underlying browser error (e.g. "TypeError: Failed to fetch").
 */
export function remoteFailureReason(error: unknown): string {
  const message = errorMessage(error);
  const [firstLine] = message.split('\n');
  const original = /Original Error Message:\s*(.+)/s.exec(message)?.[1]?.trim();
  const gist = firstLine.replace(/^\[ Federation Runtime \]:\s*/, '').trim();
  return original && !gist.includes(original) ? `${gist} (${original})` : gist;
}
