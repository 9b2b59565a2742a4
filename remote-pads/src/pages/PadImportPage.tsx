import { PageShell } from '@pads/shared';

export default function PadImportPage() {
  return <PageShell title="Import pad" />;
}
