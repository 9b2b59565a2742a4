import { InboxOutlined } from '@ant-design/icons';
import {
  ANNOUNCEMENT_IMAGE_EXTENSIONS,
  MAX_ANNOUNCEMENT_IMAGES,
  notifyError,
  type AnnouncementDevice,
} from '@pads/shared';
import { Upload, type UploadProps } from 'antd';
import { useRef } from 'react';
import { useUploadSlide } from '../api/slides';

export interface SlideDropZoneProps {
  announcementId: number;
  device: AnnouncementDevice;
}

/** Several images at once; they are sent one after another, so the slides keep the order they were chosen in. */
export function SlideDropZone({ announcementId, device }: SlideDropZoneProps) {
  const upload = useUploadSlide();
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    queue.current = queue.current.then(async () => {
      try {
        const announcement = await upload.mutateAsync({
          announcementId,
          device,
          file: file as Blob & { name?: string },
          onProgress: (percent) => onProgress?.({ percent }),
        });
        onSuccess?.(announcement);
      } catch (error) {
        notifyError(error);
        onError?.(error as Error);
      }
    });
  };

  return (
    <div data-testid={`slide-drop-${device}`}>
      <Upload.Dragger multiple accept={ANNOUNCEMENT_IMAGE_EXTENSIONS.join(',')} customRequest={customRequest}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag images to this area to upload</p>
        <p className="ant-upload-hint">
          PNG, JPG, JPEG or GIF; at most {MAX_ANNOUNCEMENT_IMAGES} images per announcement.
        </p>
      </Upload.Dragger>
    </div>
  );
}
