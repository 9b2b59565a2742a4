// The pad actions with the rules of spec §4 (shared with the API through @pads/contracts): a refused
// action is a disabled button whose tooltip says why.
import {
  archiveNoteSchema,
  CONTACT_TYPE,
  DONE,
  FormikModal,
  moderationRefusal,
  notifyDone,
  notifyError,
  notifySuccess,
  notifyUndoable,
  PAD_ACTION_MESSAGES,
  type PadActionFacts,
  privateRefusal,
  purgatoryRefusal,
  recommendedRefusal,
  STATUS,
  submitterIsPilot,
  SUCCESS_TITLE,
  TextAreaField,
  useFormikModal,
} from '@pads/shared';
import { Button, Dropdown, Flex, Popconfirm, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { generatePadLink, usePadAction, useRefreshPad, type PadAction } from './api/padActions';
import type { PadDetail } from './api/padDetail';

export const EDITING_MESSAGE = 'Save or cancel the edit first.';

export function padFacts(pad: PadDetail): PadActionFacts {
  return {
    status_id: pad.status_id,
    category_id: pad.category_id,
    is_private: pad.is_private,
    is_archived: pad.deleted_at != null,
    is_added_to_purgatory: pad.is_added_to_purgatory,
    submitter_is_pilot: submitterIsPilot(pad),
    has_premium_owner: pad.contacts.some((c) => c.contact_type_id === CONTACT_TYPE.Owner && c.is_premium),
  };
}

/** A button that shows why it is disabled. */
function Guarded({ reason, children }: { reason: string | null; children: ReactNode }) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip title={reason}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** Spec part 2 §4 names purgatory's text; every other action says 'Success' with 'Done!' (§8). */
const notifyActionDone = (action: PadAction) =>
  action === 'purgatory' ? notifySuccess(PAD_ACTION_MESSAGES.alreadyInPurgatory) : notifyDone();

export function PadActions({ pad, editing }: { pad: PadDetail; editing: boolean }) {
  const action = usePadAction(pad.id);
  const refreshPad = useRefreshPad(pad.id);
  const facts = padFacts(pad);
  const [archiveOpen, setArchiveOpen] = useState(false);
  const busy = action.isPending;
  const run = (name: PadAction) =>
    action.mutateAsync({ action: name, pad }).then(
      () => notifyActionDone(name),
      (error: unknown) => {
        notifyError(error);
        throw error;
      },
    );
  const reason = (rule: (f: PadActionFacts) => string | null) => (editing ? EDITING_MESSAGE : rule(facts));
  const archived = pad.deleted_at != null;

  const moderation = reason(moderationRefusal);
  const privacy = pad.is_private ? null : reason(privateRefusal);
  const purgatory = pad.is_added_to_purgatory ? null : reason(purgatoryRefusal);
  const recommended = reason(recommendedRefusal);

  return (
    <Flex gap={8} wrap data-testid="pad-actions">
      <Guarded reason={moderation}>
        <Button disabled={Boolean(moderation) || busy} onClick={() => void run('moderation').catch(() => {})}>
          {pad.status_id === STATUS.Unmoderated ? 'Moderate' : 'Unmoderate'}
        </Button>
      </Guarded>
      {pad.is_private ? null : (
        <Guarded reason={privacy}>
          <Popconfirm
            title="Save this pad as private? This cannot be undone here."
            okText="Yes"
            onConfirm={() => run('private').catch(() => {})}
            disabled={Boolean(privacy)}
          >
            <Button disabled={Boolean(privacy) || busy}>Save as Private</Button>
          </Popconfirm>
        </Guarded>
      )}
      {pad.is_added_to_purgatory ? (
        <Button disabled data-testid="purgatory-done">
          Pad added to purgatory
        </Button>
      ) : (
        <Guarded reason={purgatory}>
          <Popconfirm
            title="Add this pad to purgatory?"
            okText="Yes"
            onConfirm={() => run('purgatory').catch(() => {})}
            disabled={Boolean(purgatory)}
          >
            <Button disabled={Boolean(purgatory) || busy}>Add to purgatory</Button>
          </Popconfirm>
        </Guarded>
      )}
      <Guarded reason={recommended}>
        <Button disabled={Boolean(recommended) || busy} onClick={() => void run('recommended').catch(() => {})}>
          {pad.is_pads_recommended_admin ? 'Remove from recommended' : 'Recommend'}
        </Button>
      </Guarded>
      <Guarded reason={editing ? EDITING_MESSAGE : null}>
        {archived ? (
          <Popconfirm
            title="Unarchive this pad?"
            okText="Yes"
            onConfirm={() => run('archive').catch(() => {})}
            disabled={editing}
          >
            <Button disabled={editing || busy}>Unarchive</Button>
          </Popconfirm>
        ) : (
          <Button danger disabled={editing || busy} onClick={() => setArchiveOpen(true)}>
            Archive
          </Button>
        )}
      </Guarded>
      <GenerateLink padId={pad.id} />
      <ArchiveDialog
        open={archiveOpen}
        onClose={() => setArchiveOpen(false)}
        onArchive={(note) =>
          // Archive offers Undo for 10 s (issue 35).
          action
            .mutateAsync({ action: 'archive', pad, note })
            .then((undo) => notifyUndoable(SUCCESS_TITLE, DONE, undo, refreshPad))
        }
      />
    </Flex>
  );
}

/** Archive needs a reason (archiveNoteSchema, as the API checks it); a refused archive shows on the dialog. */
function ArchiveDialog({
  open,
  onClose,
  onArchive,
}: {
  open: boolean;
  onClose: () => void;
  onArchive: (note: string) => Promise<unknown>;
}) {
  const form = useFormikModal<{ note: string }>({
    initialValues: { note: '' },
    validationSchema: archiveNoteSchema,
    onClose,
    submit: ({ note }) => onArchive(note.trim()),
  });
  return (
    <FormikModal
      title="Archive pad"
      okText="Archive"
      open={open}
      layout="vertical"
      okButtonProps={{ danger: true }}
      {...form}
    >
      <TextAreaField name="note" label="Reason" rows={3} itemProps={{ required: true }} />
    </FormikModal>
  );
}

/** Generate link: web or mobile; the link is copied and the button says so for 1 s (spec §9). */
function GenerateLink({ padId }: { padId: number }) {
  const [label, setLabel] = useState('Generate link');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const generate = async (device: 'web' | 'mobile') => {
    try {
      const link = await generatePadLink(padId, device);
      await navigator.clipboard?.writeText(link).catch(() => {});
      setLabel('Link copied!');
      notifySuccess('Link copied!', link);
    } catch {
      notifyError(new Error('Something went wrong'));
      setLabel('Something went wrong');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLabel('Generate link'), 1000);
  };
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'web', label: 'Web link' },
          { key: 'mobile', label: 'Mobile link' },
        ],
        onClick: ({ key }) => void generate(key as 'web' | 'mobile'),
      }}
    >
      <Button data-testid="generate-link">{label}</Button>
    </Dropdown>
  );
}
