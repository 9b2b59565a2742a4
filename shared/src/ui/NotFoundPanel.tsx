// One answer for a deep link that names no record: a mistyped id (abc, 0, -1, 1.5, beyond int4) or an id
// the server does not know (404) shows the same panel, its text per kind of record, and a way to the list.
import { errorMessage, httpStatusOf } from '@pads/core';
import { paths, routeId } from '@pads/contracts';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

export const NOT_FOUND = {
  pad: { title: 'Pad not found.', list: 'Go to the pad list', path: paths.padList() },
  user: { title: 'User not found.', list: 'Go to the user list', path: paths.userList() },
  announcement: { title: 'Announcement not found.', list: 'Go to the announcements', path: paths.announcementList() },
  revision: { title: 'Revision not found.', list: 'Go to the moderation list', path: paths.moderationList() },
  /** The duplicate merge screen names two pads: either one missing is a pad not found. */
  duplicatePair: { title: 'Pad not found.', list: 'Go to the duplicates list', path: paths.duplicateList() },
} as const;
export type NotFoundEntity = keyof typeof NOT_FOUND;

/** The server's answer that the record does not exist. */
export const isNotFound = (error: unknown) => httpStatusOf(error) === 404;

export function NotFoundPanel({ entity }: { entity: NotFoundEntity }) {
  const navigate = useNavigate();
  const { title, list, path } = NOT_FOUND[entity];
  return (
    <Result
      status={404}
      title={title}
      subTitle="The link may be mistyped, or the record no longer exists."
      extra={
        <Button type="primary" onClick={() => navigate(path)}>
          {list}
        </Button>
      }
      data-testid="not-found"
    />
  );
}

/** A record's screen whose read failed: the not-found panel for a 404, else the error page with the message. */
export function RecordLoadFailure({
  entity,
  error,
  onRetry,
}: {
  entity: NotFoundEntity;
  error: unknown;
  onRetry?: () => void;
}) {
  if (isNotFound(error)) return <NotFoundPanel entity={entity} />;
  return <ErrorPage status={httpStatusOf(error)} message={errorMessage(error)} onRetry={onRetry} />;
}

/**
 * A screen with ids in its path: `children` gets them as numbers when each can name a record, else the
 * entity's not-found panel shows and the server is not asked.
 */
export function WithRouteIds<N extends string>({
  names,
  entity,
  children,
}: {
  names: readonly N[];
  entity: NotFoundEntity;
  children: (ids: Record<N, number>) => ReactNode;
}) {
  const params = useParams();
  const ids = {} as Record<N, number>;
  for (const name of names) {
    const id = routeId(params[name]);
    if (id === null) return <NotFoundPanel entity={entity} />;
    ids[name] = id;
  }
  return children(ids);
}
