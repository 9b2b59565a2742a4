import { App } from 'antd';
import { useEffect } from 'react';
import { setNotificationApi } from './notify';

export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => setNotificationApi(notification), [notification]);
  return null;
}
