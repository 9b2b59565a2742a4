import { PageShell } from '@pads/shared';
import { useParams } from 'react-router-dom';

export default function PadViewPage() {
  const { padId } = useParams();
  return <PageShell title={`Pad ${padId ?? ''}`.trim()} />;
}
