// Photos grouped by uploader role (admin, owner, pilot), each with its direction. Upload (png/jpeg, with
// progress), delete, and reorder by drag; the order is saved 800 ms after the last drop (spec §9), and
// only when no upload is running.
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { DeleteOutlined, HolderOutlined, UploadOutlined } from '@ant-design/icons';
import { notifyDone, notifyError, PAD_DIRECTIONS, PAD_VIEW_PHOTO_LIMIT } from '@pads/shared';
import { App, Button, Card, Empty, Flex, Image, Popconfirm, Progress, Select, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { UPLOAD_ROLES, type PadDetail, type PadUpload, type UploadRole } from './api/padDetail';
import { usePhotoMutations } from './api/uploads';

export const ORDER_SAVE_DELAY_MS = 800;
const ACCEPTED = ['image/png', 'image/jpeg'];
const ROLE_TITLES: Record<UploadRole, string> = { admin: 'Admin photos', owner: 'Owner photos', pilot: 'Pilot photos' };

/** The order of every photo of the pad after moving one inside its group. */
export function reordered(groups: Record<UploadRole, PadUpload[]>, role: UploadRole, from: number, to: number) {
  const moved = [...groups[role]];
  const [item] = moved.splice(from, 1);
  if (item) moved.splice(to, 0, item);
  const next = { ...groups, [role]: moved };
  return { groups: next, order: UPLOAD_ROLES.flatMap((r) => next[r]).map((u, order) => ({ id: u.id, order })) };
}

export function PadPhotos({ pad, disabled }: { pad: PadDetail; disabled: boolean }) {
  const { message } = App.useApp();
  const { upload, remove, reorder } = usePhotoMutations(pad.id);
  const [groups, setGroups] = useState(pad.uploads);
  const [progress, setProgress] = useState<number | null>(null);
  const [direction, setDirection] = useState<string>('north');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingOrder = useRef(false);

  // The server's order wins unless a drop is waiting to be saved.
  useEffect(() => {
    if (!pendingOrder.current) setGroups(pad.uploads);
  }, [pad.uploads]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const total = UPLOAD_ROLES.reduce((n, r) => n + groups[r].length, 0);
  const uploading = progress !== null;

  const onDragEnd = (result: DropResult) => {
    if (!result.destination || result.destination.droppableId !== result.source.droppableId) return;
    const role = result.source.droppableId as UploadRole;
    const next = reordered(groups, role, result.source.index, result.destination.index);
    setGroups(next.groups);
    pendingOrder.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      reorder.mutate(next.order, {
        onError: () => notifyError(new Error('Uploads Order Error!')),
        onSettled: () => {
          pendingOrder.current = false;
        },
      });
    }, ORDER_SAVE_DELAY_MS);
  };

  const add = (file: File) => {
    if (!ACCEPTED.includes(file.type)) {
      void message.error(`${file.name}: only PNG or JPEG images can be uploaded`);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, direction, onProgress: setProgress },
      {
        onSuccess: () => notifyDone(),
        onError: (error) => notifyError(error),
        onSettled: () => setProgress(null),
      },
    );
  };

  const full = total >= PAD_VIEW_PHOTO_LIMIT;
  return (
    <Card
      title={`Photos (${total}/${PAD_VIEW_PHOTO_LIMIT})`}
      size="small"
      data-testid="pad-photos"
      extra={
        <Flex gap={8} align="center">
          <Select
            aria-label="Photo direction"
            size="small"
            style={{ width: 110 }}
            value={direction}
            onChange={setDirection}
            options={PAD_DIRECTIONS.map((d) => ({ value: d, label: d[0]!.toUpperCase() + d.slice(1) }))}
          />
          <Upload
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            showUploadList={false}
            disabled={disabled || full || uploading}
            beforeUpload={(file) => {
              add(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={disabled || full || uploading} data-testid="photo-upload">
              Upload photo
            </Button>
          </Upload>
        </Flex>
      }
    >
      {uploading && <Progress percent={progress ?? 0} size="small" data-testid="photo-progress" />}
      {total === 0 && <Empty description="No photos" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      <DragDropContext onDragEnd={onDragEnd}>
        {UPLOAD_ROLES.filter((role) => groups[role].length > 0).map((role) => (
          <div key={role} data-testid={`photos-${role}`}>
            <Typography.Text strong>{ROLE_TITLES[role]}</Typography.Text>
            <Droppable droppableId={role} direction="horizontal" isDropDisabled={uploading || disabled}>
              {(drop) => (
                <div ref={drop.innerRef} {...drop.droppableProps} style={{ display: 'flex', gap: 8, padding: '8px 0' }}>
                  {groups[role].map((photo, index) => (
                    <Draggable
                      key={photo.id}
                      draggableId={String(photo.id)}
                      index={index}
                      isDragDisabled={uploading || disabled}
                    >
                      {(drag) => (
                        <div
                          ref={drag.innerRef}
                          {...drag.draggableProps}
                          data-testid={`photo-${photo.id}`}
                          className="pad-photo"
                          style={{ ...drag.draggableProps.style, width: 150 }}
                        >
                          <Card size="small" styles={{ body: { padding: 6 } }}>
                            <div
                              {...drag.dragHandleProps}
                              aria-label={`Drag photo ${photo.id}`}
                              style={{ cursor: 'grab' }}
                            >
                              <HolderOutlined /> {photo.direction ?? 'no direction'}
                            </div>
                            <Image
                              src={photo.thumb_url ?? photo.file_url}
                              width={136}
                              height={90}
                              style={{ objectFit: 'cover' }}
                            />
                            <Popconfirm
                              title="Delete this photo?"
                              okText="Yes"
                              onConfirm={() => remove.mutateAsync(photo.id).catch(notifyError)}
                              disabled={disabled}
                            >
                              <Button
                                size="small"
                                danger
                                icon={<DeleteOutlined />}
                                disabled={disabled}
                                aria-label={`Delete photo ${photo.id}`}
                              />
                            </Popconfirm>
                          </Card>
                        </div>
                      )}
                    </Draggable>
                  ))}
                  {drop.placeholder}
                </div>
              )}
            </Droppable>
          </div>
        ))}
      </DragDropContext>
    </Card>
  );
}
