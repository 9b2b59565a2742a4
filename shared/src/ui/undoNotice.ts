// A success notice with Undo for UNDO_NOTICE_SECONDS (issue 35 part 3): Accept, Reject, a merge and Archive answer
// an undo ticket; Undo posts it back (POST /admin/undo/:id), says whether it worked and lets the screen refresh.
// On a host whose core predates the notice's action (core < 1.2) the notice shows without the button.
import { apiClient, notifyError, notifySuccess } from '@pads/core';
import type { UndoReply, UndoTicket } from '@pads/contracts/api';

export const UNDO_NOTICE_SECONDS = 10;
export const UNDONE_TITLE = 'Undone';

export async function undoChange(ticket: Pick<UndoTicket, 'id'>): Promise<UndoReply['data']> {
  return (await apiClient.post<UndoReply>(`/admin/undo/${ticket.id}`)).data.data;
}

/** `title`/`description` as notifySuccess; with a ticket, an Undo button that takes the change back. */
export function notifyUndoable(
  title: string,
  description: string | undefined,
  ticket: UndoTicket | null | undefined,
  onUndone?: (result: UndoReply['data']) => void,
): void {
  if (!ticket) return notifySuccess(title, description);
  notifySuccess(title, description, {
    duration: UNDO_NOTICE_SECONDS,
    action: {
      label: 'Undo',
      onClick: () => {
        undoChange(ticket).then(
          (result) => {
            notifySuccess(UNDONE_TITLE, 'The change was taken back.');
            onUndone?.(result);
          },
          (error: unknown) => notifyError(error, 'Could not undo'),
        );
      },
    },
  });
}
