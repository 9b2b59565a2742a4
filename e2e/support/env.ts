// Ports of the e2e stack: apart from the development ports, so a running `pnpm start` does not interfere.
// E2E_PORT_OFFSET shifts every port, so two checkouts on one machine can run their suites side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E = {
  apiPort: 3100 + offset,
  pgPort: 5498 + offset,
  hostPort: 8180 + offset,
  get apiUrl() {
    return `http://localhost:${this.apiPort}`;
  },
  get hostUrl() {
    return `http://localhost:${this.hostPort}`;
  },
  remotes: {
    'remote-pads': { port: 8181 + offset, env: 'REMOTE_PADS_URL' },
    'remote-users': { port: 8182 + offset, env: 'REMOTE_USERS_URL' },
    'remote-moderation': { port: 8183 + offset, env: 'REMOTE_MODERATION_URL' },
    'remote-reports': { port: 8184 + offset, env: 'REMOTE_REPORTS_URL' },
    'remote-announcements': { port: 8185 + offset, env: 'REMOTE_ANNOUNCEMENTS_URL' },
  },
  admin: { email: 'admin@pads.test', password: 'password' },
} as const;
