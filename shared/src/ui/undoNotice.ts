// A success notice with Undo for as long as it shows (10 s, notifySuccess; issue 35 part 3): Accept, Reject, a merge
// and Archive answer an undo ticket; Undo posts it back (undo.undo), says whether it worked and lets the screen
// refresh. On a host whose core predates the notice's action (core < 1.4) the notice shows without the button.
import { call, notifyError, notifySuccess } from '@pads/core';
import { undo } from '@pads/contracts/endpoints';
import type { UndoReply, UndoTicket } from '@pads/contracts/api';
import type { ReactNode } from 'react';

export const UNDONE_TITLE = 'Undone';

export async function undoChange(ticket: Pick<UndoTicket, 'id'>): Promise<UndoReply['data']> {
  return call(undo.undo, { params: { id: ticket.id } });
}

/** `title`/`description` as notifySuccess; with a ticket, an Undo button that takes the change back. */
export function notifyUndoable(
  title: string,
  description: ReactNode | undefined,
  ticket: UndoTicket | null | undefined,
  onUndone?: (result: UndoReply['data']) => void,
): void {
  if (!ticket) return notifySuccess(title, description);
  notifySuccess(title, description, {
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
