// Demo announcements, made through the same service code as the panel (create, slides, publish,
// archive), with images drawn by sharp. Only into an empty announcements table, so a re-run adds nothing.
import { count, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { announcements, users } from '../db/schema.js';
import { createAnnouncement, setPublished, toggleArchived } from '../modules/announcements/repository.js';
import { addSlides } from '../modules/announcements/slides.js';
import { preparePhotos } from '../domain/photoFiles.js';
import type { FileStorage } from '../storage/index.js';
import { DEMO_ADMIN } from './people.js';

interface DemoSlide {
  title: string;
  color: string;
  animated?: boolean;
}

interface DemoAnnouncement {
  name: string;
  android: DemoSlide[];
  ios: DemoSlide[];
  publish: Array<'android' | 'ios'>;
  archived?: boolean;
}

const DEMO: DemoAnnouncement[] = [
  {
    name: 'Welcome to the new Pads app',
    android: [
      { title: 'Find a pad near you', color: '#1677ff' },
      { title: 'Save your favourites', color: '#13a8a8' },
    ],
    ios: [
      { title: 'Find a pad near you', color: '#1677ff' },
      { title: 'Save your favourites', color: '#13a8a8' },
    ],
    publish: ['android', 'ios'],
  },
  {
    name: 'Summer fly-in season',
    android: [
      { title: 'Fly-ins this summer', color: '#fa8c16', animated: true },
      { title: 'Book your landing slot', color: '#d46b08' },
    ],
    ios: [],
    publish: ['android'],
  },
  {
    name: 'Winter maintenance notice',
    android: [{ title: 'Planned maintenance', color: '#8c8c8c' }],
    ios: [],
    publish: [],
    archived: true,
  },
];

const WIDTH = 720;
const HEIGHT = 1280;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function slideSvg(title: string, color: string, frame = 0): Buffer {
  const y = 520 + frame * 40;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="100%" height="100%" fill="${color}"/>
    <circle cx="${WIDTH / 2}" cy="${y - 160}" r="90" fill="#ffffff" fill-opacity="0.85"/>
    <text x="50%" y="${y}" font-family="sans-serif" font-size="54" fill="#ffffff" text-anchor="middle">${escapeXml(title)}</text>
  </svg>`);
}

async function drawSlide(slide: DemoSlide): Promise<Buffer> {
  if (!slide.animated) return sharp(slideSvg(slide.title, slide.color)).png().toBuffer();
  // Three frames stacked vertically, then written as an animated GIF (pageHeight splits them).
  const frames = await Promise.all(
    [0, 1, 2].map((frame) =>
      sharp(slideSvg(slide.title, slide.color, frame))
        .resize(WIDTH / 4, HEIGHT / 4)
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(frames), {
    raw: { width: WIDTH / 4, height: (HEIGHT / 4) * 3, channels: 4, pageHeight: HEIGHT / 4 },
  })
    .gif({ delay: [500, 500, 500], loop: 0 })
    .toBuffer();
}

export async function seedDemoAnnouncements(db: Db, storage: FileStorage): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(announcements);
  if (existing && existing.n > 0) return 0;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ADMIN.email}`);
  if (!admin) return 0;
  for (const demo of DEMO) {
    const row = await createAnnouncement(db, demo.name, admin.id);
    for (const device of ['android', 'ios'] as const) {
      const slides = demo[device];
      if (!slides.length) continue;
      const files = await Promise.all(
        slides.map(async (slide) => ({
          field: 'upload',
          filename: `${slide.title}.${slide.animated ? 'gif' : 'png'}`,
          data: await drawSlide(slide),
        })),
      );
      const photos = await preparePhotos(files, { accept: ['png', 'gif'] });
      await addSlides(db, storage, {
        announcementId: row.id,
        device,
        photos,
        titles: files.map((file) => file.filename),
        userId: admin.id,
      });
    }
    for (const device of demo.publish)
      await setPublished(db, { id: row.id, device, published: true, userId: admin.id });
    if (demo.archived) await toggleArchived(db, row.id, admin.id);
  }
  return DEMO.length;
}
