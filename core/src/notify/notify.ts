import { Button, notification } from 'antd';
import { createElement, type ReactNode } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { errorMessage } from '../api/errors';

/** How long a success notice stays, in seconds (spec part 3 §9: 'Success notification duration 10 s'). */
export const SUCCESS_NOTICE_SECONDS = 10;

type NotificationApi = Pick<NotificationInstance, 'error' | 'success' | 'warning' | 'destroy'>;

// AppProviders plugs in the context-aware instance from antd's <App>, so notifications
// follow the ConfigProvider theme; the static API is the fallback outside providers.
let notificationApi: NotificationApi = notification;

export function setNotificationApi(api: NotificationApi): void {
  notificationApi = api;
}

/** 'Error' notification with the server message, the error's message, or 'Unknown error'. */
export function notifyError(error: unknown, title = 'Error'): void {
  notificationApi.error({ title, description: errorMessage(error) });
}

/** A button in a notice (Undo): clicking it runs `onClick` and closes the notice. */
export interface NoticeAction {
  label: string;
  onClick: () => void;
}

let noticeKeys = 0;

/**
 * A success notice: it stays 10 s (spec part 3 §9), every app alike, since they all use this one. `options.action`
 * adds a button (Undo, issue 35; core 1.4.0) for as long as the notice shows; a host whose core predates it shows
 * the notice without the button.
 */
export function notifySuccess(title: string, description?: ReactNode, options: { action?: NoticeAction } = {}): void {
  const { action } = options;
  if (!action) {
    notificationApi.success({ title, description, duration: SUCCESS_NOTICE_SECONDS });
    return;
  }
  const key = `pads-notice-${++noticeKeys}`;
  const button = createElement(
    Button,
    {
      size: 'small',
      onClick: () => {
        notificationApi.destroy(key);
        action.onClick();
      },
    },
    action.label,
  );
  notificationApi.success({ key, title, description, actions: button, duration: SUCCESS_NOTICE_SECONDS });
}

/**
 * A save that succeeded with a caveat ('Update saved - pad is missing contact data …', spec part 2 §8): a warning
 * that stays as long as a success notice, being the outcome of the same save.
 */
export function notifyWarning(title: string, description?: ReactNode): void {
  notificationApi.warning({ title, description, duration: SUCCESS_NOTICE_SECONDS });
}
