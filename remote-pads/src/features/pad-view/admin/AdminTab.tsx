// The pad's Admin tab (spec part 2 §2–§4, issue 10): owners, internal notes, reports and the moderation
// request link. Every change refreshes the pad, so the tab's note count and dot follow.
import { Card, Flex } from 'antd';
import type { PadDetail } from '../api/padDetail';
import { ModerationRequest } from './ModerationRequest';
import { NotesSection } from './NotesSection';
import { OwnersSection } from './OwnersSection';
import { ReportsTable } from './ReportsTable';

export function AdminTab({ pad }: { pad: PadDetail }) {
  return (
    <Flex vertical gap={16} data-testid="admin-tab">
      <Card title="Owners" size="small">
        <OwnersSection padId={pad.id} />
      </Card>
      <Card title="Notes" size="small">
        <NotesSection padId={pad.id} />
      </Card>
      <Card title="Reports" size="small">
        <ReportsTable padId={pad.id} />
      </Card>
      <Card title="Moderation request" size="small">
        <ModerationRequest padId={pad.id} canSend={pad.can_send_moderation} />
      </Card>
    </Flex>
  );
}
