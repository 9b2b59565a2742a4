// Built at serve time (never at build time) so one build runs against any API / remote URLs.
export function buildRuntimeConfig(env = process.env) {
  return {
    apiUrl: env.API_URL || 'http://localhost:3000',
    remotes: {
      remote_pads: env.REMOTE_PADS_URL || 'http://localhost:8081',
      remote_users: env.REMOTE_USERS_URL || 'http://localhost:8082',
      remote_moderation: env.REMOTE_MODERATION_URL || 'http://localhost:8083',
      remote_reports: env.REMOTE_REPORTS_URL || 'http://localhost:8084',
      remote_announcements: env.REMOTE_ANNOUNCEMENTS_URL || 'http://localhost:8085',
    },
    googleMapsKey: env.GOOGLE_MAPS_KEY || '',
    mapTileUrl: env.MAP_TILE_URL || '',
  };
}
