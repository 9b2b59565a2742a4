// The Survey Information tab (spec part 2 §2, §4): the survey's status and progress, view mode (steps with
// data, photos) with 'Edit' and 'Download PDF', or edit mode with its seven steps.
import { errorMessage, notifyError, SURVEY_STATUS_LABELS } from '@pads/shared';
import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Spin, Tag } from 'antd';
import { useState } from 'react';
import { SurveyEditor } from './SurveyEditor';
import { SurveyView } from './SurveyView';
import { downloadSurveyPdf, useSurvey } from './api/survey';

export function SurveyTab({ padId, padName, categoryId }: { padId: number; padName: string; categoryId: number }) {
  const survey = useSurvey(padId, true);
  const [editing, setEditing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  if (survey.isLoading) return <Spin />;
  if (!survey.data) return <Alert type="error" showIcon title={errorMessage(survey.error)} />;
  const s = survey.data;
  const download = async () => {
    setDownloading(true);
    try {
      await downloadSurveyPdf(s.id, padName);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Flex vertical gap={16} data-testid="survey-tab">
      <Flex align="center" gap={16} wrap>
        {/* A neutral tag: antd's coloured ones fall short of the text contrast on their light fill. */}
        <Tag data-testid="survey-status">{SURVEY_STATUS_LABELS[s.survey_status]}</Tag>
        <Progress
          percent={s.progress_percentage}
          style={{ maxWidth: 360, flex: 1, margin: 0 }}
          aria-label="Survey progress"
          data-testid="survey-progress"
        />
        {!editing && (
          <>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
              Download PDF
            </Button>
          </>
        )}
      </Flex>
      {editing ? (
        <SurveyEditor survey={s} categoryId={categoryId} onDone={() => setEditing(false)} />
      ) : (
        <SurveyView survey={s} />
      )}
    </Flex>
  );
}
