// Primary contact: chosen among contacts of type 1 or 4 with an e-mail or phone (labels Pad Contact /
// Owner); disabled for archived or private pads, with the spec's tooltip when no contact qualifies.
import {
  CONTACT_TYPE,
  isPrimaryCandidate,
  notifyError,
  notifySuccess,
  PAD_ACTION_MESSAGES,
  primaryContactRefusal,
} from '@pads/shared';
import { Select, Tooltip, Typography } from 'antd';
import { useSetPrimaryContact } from './api/padActions';
import type { PadDetail } from './api/padDetail';
import { padFacts } from './PadActions';

export const PRIMARY_LABELS: Record<number, string> = {
  [CONTACT_TYPE.PadContact]: 'Pad Contact',
  [CONTACT_TYPE.Owner]: 'Owner',
};

export function PrimaryContact({ pad, disabledReason }: { pad: PadDetail; disabledReason?: string | null }) {
  const setPrimary = useSetPrimaryContact(pad.id);
  const candidates = pad.editable_contacts.filter(isPrimaryCandidate);
  const primary = pad.contacts.find((c) => c.is_primary);
  const reason =
    disabledReason ??
    primaryContactRefusal(padFacts(pad)) ??
    (candidates.length ? null : PAD_ACTION_MESSAGES.primaryContactNone);
  const select = (
    <Select
      aria-label="Primary contact"
      style={{ minWidth: 280 }}
      disabled={Boolean(reason) || setPrimary.isPending}
      value={primary && candidates.some((c) => c.id === primary.id) ? primary.id : undefined}
      placeholder="No primary contact"
      options={candidates.map((c) => ({
        value: c.id,
        label: `${c.name || c.email || c.phone} (${PRIMARY_LABELS[c.contact_type_id]})`,
      }))}
      onChange={(id: number) => {
        const contact = candidates.find((c) => c.id === id);
        if (!contact) return;
        setPrimary.mutate(contact, {
          onSuccess: () => notifySuccess('Primary contact changed'),
          onError: (error) => notifyError(error),
        });
      }}
      data-testid="primary-contact"
    />
  );
  return (
    <div>
      <Typography.Text strong>Primary contact: </Typography.Text>
      {reason ? (
        <Tooltip title={reason}>
          <span>{select}</span>
        </Tooltip>
      ) : (
        select
      )}
    </div>
  );
}
