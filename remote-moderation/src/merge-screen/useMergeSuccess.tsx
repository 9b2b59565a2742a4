// A merge's success (spec part 3 §8–9): 'Success!' for 10 s with a 'Go to pad' link, in revision and
// duplicate mode alike.
import { paths } from '@pads/shared';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';

export const SUCCESS_SECONDS = 10;

export function useMergeSuccess() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  return (padId: number) => {
    const padPath = paths.padView(padId);
    notification.success({
      title: 'Success!',
      duration: SUCCESS_SECONDS,
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
