import { notification } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { errorMessage } from '../api/errors';

// AppProviders plugs in the context-aware instance from antd's <App>, so notifications
// follow the ConfigProvider theme; the static API is the fallback outside providers.
let notificationApi: Pick<NotificationInstance, 'error' | 'success'> = notification;

export function setNotificationApi(api: Pick<NotificationInstance, 'error' | 'success'>): void {
  notificationApi = api;
}

/** 'Error' notification with the server message, the error's message, or 'Unknown error'. */
export function notifyError(error: unknown, title = 'Error'): void {
  notificationApi.error({ title, description: errorMessage(error) });
}

export function notifySuccess(title: string, description?: string): void {
  notificationApi.success({ title, description });
}
