import { DeleteOutlined, EyeOutlined, HolderOutlined } from '@ant-design/icons';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { MAX_ANNOUNCEMENT_IMAGES, notifyError, type AnnouncementDevice } from '@pads/shared';
import { Button, Card, Empty, Flex, Space, Switch, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSetPublished } from '../api/announcement';
import { useDeleteSlide, useSaveSlideOrder } from '../api/slides';
import type { Announcement, Slide } from '../api/types';
import { moved } from '../list/dragRows';
import { SlideDropZone } from './SlideDropZone';
import { SlidePreviewModal } from './SlidePreviewModal';

/** Spec §9: slide order is saved 1 s after the last drag. */
export const SLIDE_ORDER_DEBOUNCE_MS = 1000;

const LABEL: Record<AnnouncementDevice, string> = { android: 'Android', ios: 'iOS' };

export interface PlatformSlidesProps {
  announcement: Announcement;
  device: AnnouncementDevice;
  /** A reorder is waiting for its debounce or being saved ('Order updating...'). */
  onOrderPending: (pending: boolean) => void;
}

/** The upload area shows when there are no slides, or fewer than the limit and not published (spec §4). */
export function showsDropZone(announcement: Announcement, device: AnnouncementDevice): boolean {
  const part = announcement[device];
  return part.uploads.length === 0 || (announcement.uploads_count < MAX_ANNOUNCEMENT_IMAGES && !part.is_published);
}

export function PlatformSlides({ announcement, device, onOrderPending }: PlatformSlidesProps) {
  const part = announcement[device];
  const [draft, setDraft] = useState<Slide[] | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saveOrder = useSaveSlideOrder(announcement.id);
  const removeSlide = useDeleteSlide(announcement.id);
  const publish = useSetPublished();
  const slides = draft ?? part.uploads;
  const locked = part.is_published;

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = async (next: Slide[]) => {
    try {
      await saveOrder.mutateAsync(next.map((slide, index) => ({ id: slide.id, order: index + 1 })));
    } catch (error) {
      notifyError(error);
    } finally {
      setDraft(null);
      onOrderPending(false);
    }
  };

  const onDragEnd = ({ source, destination }: DropResult) => {
    if (!destination || destination.index === source.index) return;
    const next = moved(slides, source.index, destination.index);
    setDraft(next);
    onOrderPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(next), SLIDE_ORDER_DEBOUNCE_MS);
  };

  const togglePublished = (checked: boolean) =>
    publish.mutate({ id: announcement.id, device, is_published: checked }, { onError: (error) => notifyError(error) });

  return (
    <Flex vertical gap={16} data-testid={`platform-${device}`}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space>
          <Switch
            checked={part.is_published}
            disabled={part.uploads.length === 0}
            loading={publish.isPending}
            onChange={togglePublished}
            aria-label={`Publish ${LABEL[device]}`}
            data-testid={`publish-${device}`}
          />
          <Typography.Text>{part.is_published ? 'Published' : 'Unpublished'}</Typography.Text>
        </Space>
        <Button
          icon={<EyeOutlined />}
          disabled={slides.length === 0}
          onClick={() => setPreviewing(true)}
          data-testid={`preview-${device}`}
        >
          Preview
        </Button>
      </Flex>

      {slides.length === 0 ? (
        <Empty description="No images yet" />
      ) : (
        <DragDropContext onDragEnd={onDragEnd}>
          <Droppable droppableId={`slides-${device}`}>
            {(provided) => (
              <div ref={provided.innerRef} {...provided.droppableProps} data-testid={`slides-${device}`}>
                {slides.map((slide, index) => (
                  <Draggable key={slide.id} draggableId={String(slide.id)} index={index} isDragDisabled={locked}>
                    {(drag) => (
                      <div ref={drag.innerRef} {...drag.draggableProps} style={{ ...drag.draggableProps.style }}>
                        <Card size="small" style={{ marginBottom: 8 }} data-testid="slide" data-title={slide.title}>
                          <Flex align="center" gap={12}>
                            <span
                              {...drag.dragHandleProps}
                              aria-label={`Drag ${slide.title}`}
                              className={locked ? 'slide-handle locked' : 'slide-handle'}
                              data-testid="slide-drag-handle"
                            >
                              <HolderOutlined />
                            </span>
                            <img
                              src={slide.thumb_url}
                              alt={slide.title}
                              style={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 4 }}
                            />
                            <Typography.Text style={{ flex: 1 }} ellipsis>
                              {index + 1}. {slide.title}
                            </Typography.Text>
                            {!locked && (
                              <Button
                                danger
                                icon={<DeleteOutlined />}
                                aria-label={`Remove ${slide.title}`}
                                loading={removeSlide.isPending && removeSlide.variables === slide.id}
                                onClick={() => removeSlide.mutate(slide.id)}
                                data-testid="slide-remove"
                              />
                            )}
                          </Flex>
                        </Card>
                      </div>
                    )}
                  </Draggable>
                ))}
                {provided.placeholder}
              </div>
            )}
          </Droppable>
        </DragDropContext>
      )}

      {showsDropZone(announcement, device) && <SlideDropZone announcementId={announcement.id} device={device} />}

      <SlidePreviewModal
        open={previewing}
        title={`${announcement.name} (${LABEL[device]})`}
        slides={slides}
        onClose={() => setPreviewing(false)}
      />
    </Flex>
  );
}
