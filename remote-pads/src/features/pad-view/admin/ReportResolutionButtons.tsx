import { Button, Popconfirm, Space } from 'antd';
import { reportActions } from './reportActions';
import { useReportResolution } from './useReportResolution';

export interface ReportResolutionButtonsProps {
  padId: number;
  revision: { id: number; type: number };
  onDone?: () => void;
}

export function ReportResolutionButtons({ padId, revision, onDone }: ReportResolutionButtonsProps) {
  const { run, busy } = useReportResolution(padId);
  const labels = reportActions(revision.type);
  const act = async (resolution: 'accept' | 'ignore') => {
    if (await run(revision, resolution)) onDone?.();
  };
  return (
    <Space>
      <Popconfirm title={`${labels.accept}?`} okText={labels.accept} onConfirm={() => act('accept')}>
        <Button size="small" type="primary" disabled={busy}>
          {labels.accept}
        </Button>
      </Popconfirm>
      <Button size="small" disabled={busy} onClick={() => act('ignore')}>
        {labels.ignore}
      </Button>
    </Space>
  );
}
