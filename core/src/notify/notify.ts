import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/errors';

/** How long a success notice stays, in seconds (spec part 3 §9: 'Success notification duration 10 s'). */
export const SUCCESS_NOTICE_SECONDS = 10;

type NotificationApi = Pick<NotificationInstance, 'error' | 'success' | 'warning'>;

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

/** A success notice: it stays 10 s (spec part 3 §9), every app alike, since they all use this one. */
export function notifySuccess(title: string, description?: ReactNode): void {
  notificationApi.success({ title, description, duration: SUCCESS_NOTICE_SECONDS });
}

/**
 * A save that succeeded with a caveat ('Update saved - pad is missing contact data …', spec part 2 §8): a warning
 * that stays as long as a success notice, being the outcome of the same save.
 */
export function notifyWarning(title: string, description?: ReactNode): void {
  notificationApi.warning({ title, description, duration: SUCCESS_NOTICE_SECONDS });
}
