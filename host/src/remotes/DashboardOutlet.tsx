import { LoadingFallback } from '@pads/shared';
import { Navigate, useParams } from 'react-router-dom';
import { RemoteArea } from './RemoteArea';
import { ownerOf } from './remoteDirectory';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { useRemoteDirectory } from './useRemoteDirectory';
import { LANDING_URL } from '../start/landing';

/**
 * Picks the remote that owns /dashboard/<path> (longest declared prefix); unknown paths go to
 * the pad list. While a remote never seen in this browser is down, an unknown path may be one
 * of its own, so its error panel shows instead of a redirect.
 */
export function DashboardOutlet() {
  const path = useParams()['*'] ?? '';
  const { data: directory, refetch } = useRemoteDirectory();
  if (!directory) return <LoadingFallback />;
  const remote = ownerOf(path, directory);
  if (remote) return <RemoteArea key={remote} name={remote} />;
  const [down] = directory.unavailable;
  if (down) {
    const names = directory.unavailable.map(({ name }) => name).join(', ');
    return <RemoteErrorPanel remote={names} error={down.error} onRetry={() => void refetch()} />;
  }
  return <Navigate to={LANDING_URL} replace />;
}
