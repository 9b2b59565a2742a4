// Ports of the e2e stack: apart from the development ports, so a running `pnpm start` does not interfere.
export const E2E = {
  apiPort: 3100,
  pgPort: 5498,
  hostPort: 8180,
  get apiUrl() {
    return `http://localhost:${this.apiPort}`;
  },
  get hostUrl() {
    return `http://localhost:${this.hostPort}`;
  },
  remotes: {
    'remote-pads': { port: 8181, env: 'REMOTE_PADS_URL' },
    'remote-users': { port: 8182, env: 'REMOTE_USERS_URL' },
    'remote-moderation': { port: 8183, env: 'REMOTE_MODERATION_URL' },
    'remote-reports': { port: 8184, env: 'REMOTE_REPORTS_URL' },
    'remote-announcements': { port: 8185, env: 'REMOTE_ANNOUNCEMENTS_URL' },
  },
  admin: { email: 'admin@pads.test', password: 'password' },
} as const;
