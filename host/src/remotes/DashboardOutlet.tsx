import { Navigate, useParams } from 'react-router-dom';
import { RemoteArea } from './RemoteArea';
import { remoteForSegment } from './remoteEntries';

/** Picks the remote that owns /dashboard/<segment>/...; unknown paths go to the pad list. */
export function DashboardOutlet() {
  const segment = (useParams()['*'] ?? '').split('/')[0];
  const remote = remoteForSegment(segment);
  if (!remote) return <Navigate to="/dashboard/pad-list" replace />;
  return <RemoteArea key={remote} name={remote} />;
}
