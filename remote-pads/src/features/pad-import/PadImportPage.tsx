// /dashboard/pad-import (spec part 2 §2, §4): Upload → Validate → Resolve conflicts → Import. A refused
// file lists every invalid cell; a file without conflicts imports at once; the result counts what was
// created, updated, replaced and skipped and links to exactly those pads in the list.
import { httpStatusOf, notifyError, paths, type ImportDecision } from '@pads/shared';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Result, Steps } from 'antd';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { rowErrorsOf, useImportPads, validateImportFile, type ValidatedFile } from './api/padImport';
import { ConflictsStep } from './ConflictsStep';
import { RowErrorsTable } from './RowErrorsTable';
import { UploadStep, type UploadProgressState } from './UploadStep';
import { importCounts } from './importCounts';
import { PageHeading } from '../../page-heading/PageHeading';
import type { ImportResult, ImportRowError } from '@pads/contracts/api';

type Stage =
  | { step: 'upload'; refused?: { fileName: string; message: string; rows: ImportRowError[] } }
  | { step: 'resolve'; file: ValidatedFile }
  | { step: 'done'; result: ImportResult; fileName: string };

const STEP_INDEX = { upload: 0, resolve: 2, done: 3 } as const;

export default function PadImportPage() {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ step: 'upload' });
  const [progress, setProgress] = useState<UploadProgressState | null>(null);
  const [decisions, setDecisions] = useState<Record<number, ImportDecision>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const importer = useImportPads();

  const runImport = (file: ValidatedFile, chosen: Record<number, ImportDecision>) => {
    setFailure(null);
    importer.mutate(
      { file, decisions: chosen },
      {
        onSuccess: (result) => setStage({ step: 'done', result, fileName: file.file_name }),
        onError: (error) => {
          const refused = rowErrorsOf(error);
          if (refused) setStage({ step: 'upload', refused: { fileName: file.file_name, ...refused } });
          else {
            notifyError(error);
            setFailure(
              httpStatusOf(error) === 409
                ? 'The pads changed since the file was checked. Upload the file again to see the conflicts as they are now.'
                : 'The import failed; nothing was written.',
            );
          }
        },
      },
    );
  };

  const check = async (file: File) => {
    const controller = new AbortController();
    abort.current = controller;
    setFailure(null);
    setProgress({ fileName: file.name, percent: 0 });
    try {
      const validated = await validateImportFile(
        file,
        (percent) => setProgress({ fileName: file.name, percent: percent >= 100 ? null : percent }),
        controller.signal,
      );
      setDecisions({});
      if (validated.conflicts.length) setStage({ step: 'resolve', file: validated });
      // Nothing to decide: the import goes ahead at once.
      else runImport(validated, {});
    } catch (error) {
      if (controller.signal.aborted) return;
      const refused = rowErrorsOf(error);
      if (refused) setStage({ step: 'upload', refused: { fileName: file.name, ...refused } });
      else {
        notifyError(error);
        setStage({ step: 'upload' });
      }
    } finally {
      if (abort.current === controller) setProgress(null);
    }
  };

  const cancel = () => {
    abort.current?.abort();
    abort.current = null;
    setProgress(null);
  };

  const current =
    stage.step === 'upload' ? (progress?.percent === null || stage.refused ? 1 : 0) : STEP_INDEX[stage.step];

  return (
    <div data-testid="pad-import-page">
      <PageHeading
        title="Import pads"
        action={
          <Button icon={<PlusOutlined />} onClick={() => navigate(paths.padCreate())}>
            Create pad
          </Button>
        }
      />
      <Steps
        current={current}
        status={stage.step === 'upload' && stage.refused ? 'error' : undefined}
        style={{ marginBottom: 24 }}
        items={[{ title: 'Upload' }, { title: 'Validate' }, { title: 'Resolve conflicts' }, { title: 'Import' }]}
      />
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
      {stage.step === 'upload' && (
        <Flex vertical gap={16}>
          {importer.isPending ? (
            <Alert type="info" showIcon title="Importing…" />
          ) : (
            <UploadStep
              progress={progress}
              onFile={check}
              onCancel={cancel}
              onRefused={(m) => notifyError(new Error(m))}
            />
          )}
          {stage.refused && !progress && <RowErrorsTable {...stage.refused} errors={stage.refused.rows} />}
        </Flex>
      )}
      {stage.step === 'resolve' && (
        <ConflictsStep
          file={stage.file}
          decisions={decisions}
          onDecide={(row, decision) => setDecisions((d) => ({ ...d, [row]: decision }))}
          onDecideAll={(decision) =>
            setDecisions(Object.fromEntries(stage.file.conflicts.map((c) => [c.row, decision])))
          }
          importing={importer.isPending}
          onImport={() => runImport(stage.file, decisions)}
        />
      )}
      {stage.step === 'done' && (
        <Result
          status="success"
          title="Pads are successfully imported!"
          subTitle={`${stage.fileName}: ${importCounts(stage.result)}`}
          extra={[
            <Link key="list" to={paths.padList(`filters[last_import_id:equals]=${stage.result.import_id}`)}>
              <Button type="primary">See the imported pads in the list</Button>
            </Link>,
            <Button key="again" onClick={() => setStage({ step: 'upload' })}>
              Import another file
            </Button>,
          ]}
          data-testid="import-done"
        />
      )}
    </div>
  );
}
