import { PageShell } from '@pads/shared';
import { useParams } from 'react-router-dom';

export default function PadViewLegacyPage() {
  const { padId } = useParams();
  return <PageShell title={`Pad ${padId ?? ''} (older view)`} />;
}
