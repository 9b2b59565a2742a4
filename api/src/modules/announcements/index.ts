export { adminAnnouncementsModule, announcementsModule } from './routes.js';
export { slideUploads } from './slides.js';
