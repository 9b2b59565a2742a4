import { Carousel, Modal } from 'antd';
import type { Slide } from '../api/types';

export interface SlidePreviewModalProps {
  open: boolean;
  title: string;
  slides: Slide[];
  onClose: () => void;
}

/** The slides as the app shows them: one at a time, in order. */
export function SlidePreviewModal({ open, title, slides, onClose }: SlidePreviewModalProps) {
  return (
    <Modal title={title} open={open} onCancel={onClose} footer={null} width={480} destroyOnHidden>
      <div data-testid="slide-preview">
        <Carousel arrows dots infinite={false}>
          {slides.map((slide) => (
            <div key={slide.id}>
              <img
                src={slide.file_url}
                alt={slide.title}
                style={{ width: '100%', maxHeight: 560, objectFit: 'contain', background: '#f5f5f5' }}
              />
            </div>
          ))}
        </Carousel>
      </div>
    </Modal>
  );
}
