import sharp from 'sharp';
import { preparePhotos } from './photoFiles.js';

test('stored originals lose their metadata (a phone photo carries where it was taken)', async () => {
  const withExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Somebody', ImageDescription: 'secret place' } })
    .toBuffer();
  expect((await sharp(withExif).metadata()).exif).toBeDefined();

  const [photo] = await preparePhotos([{ field: 'photos[]', filename: 'a.jpg', data: withExif }]);

  expect(photo!.kind.mime).toBe('image/jpeg');
  const stored = await sharp(photo!.data).metadata();
  expect(stored.exif).toBeUndefined();
  expect(stored.width).toBe(64);
  expect(photo!.data.includes(Buffer.from('secret place'))).toBe(false);
});
