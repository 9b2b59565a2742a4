// A merge's success (spec part 3 §8–9): 'Success!' with a 'Go to pad' link, in revision and duplicate mode
// alike; it stays 10 s, as every success notice does (notifySuccess), and with the merge's undo ticket it offers
// Undo for that time (issue 35).
import { notifyUndoable, paths } from '@pads/shared';
import type { UndoTicket } from '@pads/contracts/api';
import { useNavigate } from 'react-router-dom';

export function useMergeSuccess() {
  const navigate = useNavigate();
  return (padId: number, undo?: UndoTicket | null, onUndone?: () => void) => {
    const padPath = paths.padView(padId);
    notifyUndoable(
      'Success!',
      // The notification renders outside the router: a plain link that navigates in-app.
      <a
        href={padPath}
        onClick={(event) => {
          event.preventDefault();
          navigate(padPath);
        }}
      >
        Go to pad
      </a>,
      undo,
      onUndone && (() => onUndone()),
    );
  };
}
