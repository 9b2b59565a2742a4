// View mode (spec part 2 §4): the progress and status, then each step that has data (a step with none is
// hidden), with the 360° photos; an empty survey shows a placeholder.
import { stepHasData, SURVEY_DIRECTIONS, SURVEY_STEP_TITLES, SURVEY_STEPS, surveyStepRows } from '@pads/shared';
import { Card, Descriptions, Empty, Flex, Image, Tag } from 'antd';
import type { Survey } from './api/survey';

export function SurveyView({ survey }: { survey: Survey }) {
  const photos = survey.uploads.map((u) => u.direction);
  const shown = SURVEY_STEPS.filter((step) => stepHasData(survey.steps, step, photos));
  if (!shown.length) return <Empty description="This survey has no answers yet." data-testid="survey-empty" />;
  return (
    <Flex vertical gap={12} data-testid="survey-view">
      {shown.map((step) => (
        <Card
          key={step}
          size="small"
          title={SURVEY_STEP_TITLES[step]}
          extra={<Tag>{survey.completed[step] ? 'Complete' : 'Incomplete'}</Tag>}
          data-testid={`survey-step-${step}`}
        >
          {step === 'view' ? (
            <Flex wrap gap={12}>
              {SURVEY_DIRECTIONS.map((d) => {
                const upload = survey.uploads.find((u) => u.direction === d);
                const comment = survey.steps.view[d].comment;
                if (!upload && !comment) return null;
                return (
                  <Flex vertical key={d} gap={4} style={{ width: 180 }}>
                    <strong style={{ textTransform: 'capitalize' }}>{d}</strong>
                    {upload && (
                      <Image
                        src={upload.thumb_url ?? upload.file_url}
                        preview={{ src: upload.file_url }}
                        alt={`View ${d}`}
                      />
                    )}
                    {comment && <span>{comment}</span>}
                  </Flex>
                );
              })}
            </Flex>
          ) : (
            <Descriptions
              size="small"
              column={1}
              items={surveyStepRows(survey.steps, step).map(([k, v]) => ({ key: k, label: k, children: v }))}
            />
          )}
        </Card>
      ))}
    </Flex>
  );
}
