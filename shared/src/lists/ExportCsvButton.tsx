import { DownloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { notifyError } from '@pads/core';
import { downloadCsv, type CsvEndpoint } from './downloadCsv';

export interface ExportCsvButtonProps {
  /** The list's CSV export endpoint (@pads/contracts/endpoints: `pads.listCsv` …). */
  endpoint: CsvEndpoint;
  /** The list's current request params; the export shows the same rows. */
  params: Record<string, string>;
  fileName: string;
  label?: string;
  /** Offers the 'Export for update' checkbox (adds export_for_update=1). */
  withUpdateOption?: boolean;
  'data-testid'?: string;
}

export function ExportCsvButton({
  endpoint,
  params,
  fileName,
  label = 'Export as CSV',
  withUpdateOption = false,
  'data-testid': testId = 'export-csv',
}: ExportCsvButtonProps) {
  const [forUpdate, setForUpdate] = useState(false);
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      // Paging does not apply: the export is the whole filtered list.
      const { page: _page, ...listParams } = params;
      await downloadCsv(endpoint, forUpdate ? { ...listParams, export_for_update: '1' } : listParams, fileName);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={exportCsv} data-testid={testId}>
        {label}
      </Button>
      {withUpdateOption && (
        <Checkbox
          checked={forUpdate}
          onChange={(event) => setForUpdate(event.target.checked)}
          data-testid={`${testId}-for-update`}
        >
          Export for update
        </Checkbox>
      )}
    </Space>
  );
}
