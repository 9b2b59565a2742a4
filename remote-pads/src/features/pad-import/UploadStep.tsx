// Step 1: choose a .csv (field csv_import), see the upload and then the server's check, cancel either.
import { PAD_IMPORT_MESSAGES } from '@pads/shared';
import { InboxOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography, Upload } from 'antd';

export interface UploadProgressState {
  fileName: string;
  /** 0-100 while the file goes up; null once it is up and the server checks it. */
  percent: number | null;
}

interface Props {
  progress: UploadProgressState | null;
  onFile: (file: File) => void;
  onCancel: () => void;
  onRefused: (message: string) => void;
}

export const isCsvFile = (file: { name: string }) => /\.csv$/i.test(file.name);

export function UploadStep({ progress, onFile, onCancel, onRefused }: Props) {
  if (progress)
    return (
      <Flex vertical gap={8} data-testid="import-progress" style={{ maxWidth: 560 }}>
        <Typography.Text>
          {progress.percent === null ? `Checking ${progress.fileName}…` : `Uploading ${progress.fileName}…`}
        </Typography.Text>
        <Progress
          percent={progress.percent ?? 100}
          status="active"
          format={(p) => (progress.percent === null ? 'Validating' : `${p}%`)}
          aria-label={progress.percent === null ? 'Validation progress' : 'Upload progress'}
        />
        <div>
          <Button onClick={onCancel}>Cancel</Button>
        </div>
      </Flex>
    );
  return (
    <Upload.Dragger
      name="csv_import"
      accept=".csv,text/csv"
      multiple={false}
      showUploadList={false}
      beforeUpload={(file) => {
        if (!isCsvFile(file)) onRefused(PAD_IMPORT_MESSAGES.onlyCsv);
        else onFile(file);
        // The file is sent by the page (progress, cancel), never by the uploader itself.
        return Upload.LIST_IGNORE;
      }}
      data-testid="import-dropzone"
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">Click or drag a CSV file here</p>
      <p className="ant-upload-hint">
        The 22 columns of 'Export for update' (name, category, latitude and longitude are required). Rows with an ID
        update that pad. At most 10,000 rows and 10 MB.
      </p>
    </Upload.Dragger>
  );
}
