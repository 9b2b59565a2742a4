// A merge's success (spec part 3 §8–9): 'Success!' with a 'Go to pad' link, in revision and duplicate mode
// alike; it stays 10 s, as every success notice does (notifySuccess).
import { notifySuccess, paths } from '@pads/shared';
import { useNavigate } from 'react-router-dom';

export function useMergeSuccess() {
  const navigate = useNavigate();
  return (padId: number) => {
    const padPath = paths.padView(padId);
    notifySuccess(
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
    );
  };
}
