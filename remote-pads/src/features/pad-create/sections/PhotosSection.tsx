// Photos: png or jpeg, each with a direction. The uploader takes at most 10 files; a pad may be
// created with at most 4 (a validation message says so). Files go up with the create request.
import { DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { PAD_DIRECTIONS, PAD_UPLOADER_MAX_FILES, PAD_CREATE_PHOTO_LIMIT, useFieldError } from '@pads/shared';
import { App, Button, Card, Image, List, Progress, Select, Upload } from 'antd';
import { getIn, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import type { PadFormValues, PhotoValues } from '../formModel';

export const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const directionOptions = PAD_DIRECTIONS.map((d) => ({ value: d, label: d[0]!.toUpperCase() + d.slice(1) }));

export function PhotosSection({ progress }: { progress: number | null }) {
  const { values, setFieldValue, errors, submitCount } = useFormikContext<PadFormValues>();
  const { message } = App.useApp();
  const listError = useFieldError('photos');
  // beforeUpload runs once per file of a multi-selection; the ref sees the files added in the same batch.
  const photosRef = useRef(values.photos);
  photosRef.current = values.photos;

  useEffect(() => () => values.photos.forEach((p) => URL.revokeObjectURL(p.preview)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const add = (file: File & { uid: string }) => {
    if (!ACCEPTED_TYPES.includes(file.type)) {
      void message.error(`${file.name}: only PNG or JPEG images can be uploaded`);
      return;
    }
    if (photosRef.current.length >= PAD_UPLOADER_MAX_FILES) {
      void message.warning(`At most ${PAD_UPLOADER_MAX_FILES} files can be chosen`);
      return;
    }
    const photo: PhotoValues = { uid: file.uid, file, direction: 'north', preview: URL.createObjectURL(file) };
    photosRef.current = [...photosRef.current, photo];
    void setFieldValue('photos', photosRef.current);
  };

  const remove = (uid: string) => {
    const photo = values.photos.find((p) => p.uid === uid);
    if (photo) URL.revokeObjectURL(photo.preview);
    void setFieldValue(
      'photos',
      values.photos.filter((p) => p.uid !== uid),
    );
  };

  return (
    <Card title="Photos" size="small" data-testid="section-photos">
      <Upload.Dragger
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        multiple
        maxCount={PAD_UPLOADER_MAX_FILES}
        showUploadList={false}
        beforeUpload={(file) => {
          add(file);
          return false; // sent with the create request, not on its own
        }}
        data-testid="photo-uploader"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag PNG / JPEG photos here</p>
        <p className="ant-upload-hint">Up to {PAD_CREATE_PHOTO_LIMIT} photos on create, each with a direction.</p>
      </Upload.Dragger>
      {listError && (
        <div className="ant-form-item-explain-error" role="alert">
          {listError}
        </div>
      )}
      {values.photos.length > 0 && (
        <List
          dataSource={values.photos}
          rowKey="uid"
          renderItem={(photo, index) => {
            const fileError =
              submitCount > 0 || getIn(errors, `photos.${index}`) ? photoError(errors, index) : undefined;
            return (
              <List.Item
                data-testid={`photo-${index}`}
                actions={[
                  <Select
                    key="direction"
                    aria-label="Direction"
                    style={{ width: 120 }}
                    value={photo.direction || undefined}
                    options={directionOptions}
                    onChange={(direction: string) => void setFieldValue(`photos.${index}.direction`, direction)}
                  />,
                  <Button
                    key="remove"
                    aria-label="Remove photo"
                    icon={<DeleteOutlined />}
                    onClick={() => remove(photo.uid)}
                  />,
                ]}
              >
                <List.Item.Meta
                  avatar={
                    <Image
                      src={photo.preview}
                      width={64}
                      height={48}
                      style={{ objectFit: 'cover' }}
                      alt={photo.file.name}
                    />
                  }
                  title={photo.file.name}
                  description={
                    fileError ? (
                      <span className="ant-form-item-explain-error">{fileError}</span>
                    ) : (
                      `${Math.round(photo.file.size / 1024)} KB`
                    )
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      {progress !== null && <Progress percent={progress} size="small" aria-label="Upload progress" />}
    </Card>
  );
}

/** A photo's own error: the server sends `photos.<i>`, the schema `photos.<i>.direction`. */
function photoError(errors: unknown, index: number): string | undefined {
  const error: unknown = getIn(errors, `photos.${index}`);
  if (typeof error === 'string') return error;
  const direction: unknown = getIn(errors, `photos.${index}.direction`);
  return typeof direction === 'string' ? direction : undefined;
}
