import { Button, notification } from 'antd';
import { createElement } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { errorMessage } from '../api/errors';

// AppProviders plugs in the context-aware instance from antd's <App>, so notifications
// follow the ConfigProvider theme; the static API is the fallback outside providers.
let notificationApi: Pick<NotificationInstance, 'error' | 'success' | 'destroy'> = notification;

export function setNotificationApi(api: Pick<NotificationInstance, 'error' | 'success' | 'destroy'>): void {
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
 * 'Success' notice. `options.action` adds a button (Undo, issue 35) for as long as the notice shows (`duration`
 * seconds, else antd's default); a host whose core predates it shows the notice without the button.
 */
export function notifySuccess(
  title: string,
  description?: string,
  options: { action?: NoticeAction; duration?: number } = {},
): void {
  const { action, duration } = options;
  if (!action) {
    notificationApi.success({ title, description, ...(duration ? { duration } : {}) });
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
  notificationApi.success({ key, title, description, actions: button, ...(duration ? { duration } : {}) });
}
