// A merge's success (spec part 3 §8–9): 'Success!' for 10 s with a 'Go to pad' link, in revision and
// duplicate mode alike; with the merge's undo ticket, an Undo button too (issue 35).
import { notifyError, notifySuccess, paths, undoChange, UNDONE_TITLE } from '@pads/shared';
import type { UndoTicket } from '@pads/contracts/api';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router-dom';

export const SUCCESS_SECONDS = 10;

export function useMergeSuccess() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  return (padId: number, undo?: UndoTicket | null, onUndone?: () => void) => {
    const padPath = paths.padView(padId);
    const key = `merge-success-${padId}-${undo?.id ?? 0}`;
    const takeBack = () => {
      notification.destroy(key);
      undoChange(undo!).then(
        () => {
          notifySuccess(UNDONE_TITLE, 'The merge was taken back.');
          onUndone?.();
        },
        (error: unknown) => notifyError(error, 'Could not undo'),
      );
    };
    notification.success({
      key,
      title: 'Success!',
      duration: SUCCESS_SECONDS,
      actions: undo ? (
        <Button size="small" onClick={takeBack}>
          Undo
        </Button>
      ) : undefined,
      // The notification renders outside the router: a plain link that navigates in-app.
      description: (
        <a
          href={padPath}
          onClick={(event) => {
            event.preventDefault();
            navigate(padPath);
          }}
        >
          Go to pad
        </a>
      ),
    });
  };
}
