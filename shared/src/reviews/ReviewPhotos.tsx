// A review's photos as thumbnails; a click opens the full photo in antd's preview (with paging).
import type { ReviewPhoto } from '@pads/contracts';
import { Image } from 'antd';

export function ReviewPhotos({ photos, size = 48 }: { photos: ReviewPhoto[]; size?: number }) {
  if (!photos.length) return null;
  return (
    <Image.PreviewGroup>
      {photos.map((photo, i) => (
        <Image
          key={photo.id}
          src={photo.thumb_url ?? photo.file_url}
          preview={{ src: photo.file_url }}
          width={size}
          height={size}
          style={{ objectFit: 'cover', borderRadius: 4 }}
          alt={`Review photo ${i + 1}`}
          data-testid="review-photo"
        />
      ))}
    </Image.PreviewGroup>
  );
}
