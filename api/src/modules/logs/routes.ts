// Everything under /admin/logs: System Logs (the generic report table over every log entry, on the list
// engine), a pad's change log (pad-logs/) and a user's activity (user-logs/).
import { logListContract } from '@pads/contracts/api';
import { endpoints } from '../../endpoints.js';
import { mountList } from '../../lists/index.js';
import { logList } from './logs.list.js';
import { adminRoutes as padLogsRoutes } from './pad-logs/routes.js';
import { adminRoutes as userLogsRoutes } from './user-logs/routes.js';
import type { AppInstance } from '../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountList(app, { page: endpoints.logs.list, csv: endpoints.logs.listCsv }, logList, logListContract);
  await app.register(padLogsRoutes);
  await app.register(userLogsRoutes);
}
