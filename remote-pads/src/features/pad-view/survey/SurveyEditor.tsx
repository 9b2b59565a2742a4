// Edit mode (spec part 2 §3 editor reading, §5 rules): the seven steps, one at a time, on one formik form
// validated by the shared surveyStepsSchema with the pad's category as context (the API checks the same);
// a step with an error is marked in the step bar. View photos upload at once per direction; 'Save changes'
// saves the steps, 'Cancel' leaves.
import {
  applyServerErrors,
  CheckboxListField,
  FACILITY_CATEGORY_OPTIONS,
  fieldErrors,
  FormAlert,
  hasSurveyPhotoExtension,
  hazardOptionsFor,
  NOTICE_OPTIONS,
  notifyError,
  notifySuccess,
  PPR_OPTIONS,
  SelectField,
  SIZE_UNIT_OPTIONS,
  SLOPE_OPTIONS,
  SURFACE_OPTIONS,
  SURVEY_DIRECTIONS,
  SURVEY_MESSAGES,
  SURVEY_STEP_TITLES,
  SURVEY_STEPS,
  surveyStepsSchema,
  SwitchField,
  TextAreaField,
  TextField,
  validateWith,
  YES_NO_OPTIONS,
  type SurveyContext,
  type SurveyDirection,
  type SurveyStep,
  type SurveySteps,
} from '@pads/shared';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Image, Steps, Typography, Upload } from 'antd';
import { FormikProvider, getIn, useFormik, useFormikContext } from 'formik';
import { useState } from 'react';
import { useSaveSurvey, useUploadSurveyPhoto, type Survey } from './api/survey';

interface Props {
  survey: Survey;
  categoryId: number;
  onDone: () => void;
}

function ViewPhoto({ survey, direction }: { survey: Survey; direction: SurveyDirection }) {
  const upload = useUploadSurveyPhoto(survey.pad_id);
  const [refused, setRefused] = useState<string | null>(null);
  const current = survey.uploads.find((u) => u.direction === direction);
  const title = `${direction[0]!.toUpperCase()}${direction.slice(1)}`;
  return (
    <Flex vertical gap={6} style={{ width: 220 }} data-testid={`survey-photo-${direction}`}>
      <Typography.Text strong>{title}</Typography.Text>
      {current ? (
        <Image src={current.thumb_url ?? current.file_url} alt={`View ${direction}`} width={200} />
      ) : (
        <Typography.Text type="secondary">No photo yet</Typography.Text>
      )}
      <Upload
        accept=".jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          if (!hasSurveyPhotoExtension(file.name)) {
            setRefused(SURVEY_MESSAGES.extension);
            return Upload.LIST_IGNORE;
          }
          setRefused(null);
          upload.mutate({ id: survey.id, direction, file }, { onError: (e) => notifyError(e) });
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} aria-label={`Upload the ${direction} photo`}>
          {current ? 'Replace photo' : 'Upload photo'}
        </Button>
      </Upload>
      {refused && (
        <Typography.Text type="danger" role="alert">
          {refused}
        </Typography.Text>
      )}
      <TextField name={`view.${direction}.comment`} label={`${title} comment`} />
    </Flex>
  );
}

/** The category's hazards, plus any the survey holds that it does not take, so they can be unticked. */
function HazardChecklist({ categoryId }: { categoryId: number }) {
  const { values } = useFormikContext<SurveySteps>();
  return (
    <CheckboxListField
      name="hazards.categories"
      label="Hazards"
      options={hazardOptionsFor(categoryId, values.hazards.categories)}
    />
  );
}

function StepFields({ step, survey, categoryId }: { step: SurveyStep; survey: Survey; categoryId: number }) {
  switch (step) {
    case 'general':
      return (
        <>
          <SelectField name="general.notice" label="Minimum notice" options={NOTICE_OPTIONS} allowClear />
          <TextAreaField name="general.notice_details" label="Notice details" rows={2} />
          <SelectField name="general.ppr" label="PPR by" options={PPR_OPTIONS} allowClear />
          <TextAreaField name="general.ppr_details" label="PPR details" rows={2} />
        </>
      );
    case 'landing':
      return (
        <>
          <Flex gap={12} wrap>
            <TextField name="landing.size" label="Landing size" inputMode="decimal" style={{ width: 160 }} />
            <SelectField name="landing.size_unit" label="Unit" options={SIZE_UNIT_OPTIONS} style={{ width: 140 }} />
          </Flex>
          <TextAreaField name="landing.size_details" label="Size details" rows={2} />
          <SelectField name="landing.surface" label="Surface" options={SURFACE_OPTIONS} allowClear />
          <TextAreaField name="landing.surface_details" label="Surface details" rows={2} />
          <SelectField name="landing.slope" label="Slope" options={SLOPE_OPTIONS} allowClear />
          <TextAreaField name="landing.slope_details" label="Slope details" rows={2} />
          <SelectField
            name="landing.secondary_area"
            label="Secondary landing area"
            options={YES_NO_OPTIONS}
            allowClear
          />
          <TextAreaField name="landing.secondary_area_details" label="Secondary landing area details" rows={2} />
        </>
      );
    case 'hazards':
      return (
        <>
          <HazardChecklist categoryId={categoryId} />
          <TextAreaField name="hazards.details" label="Hazard details" rows={3} />
          <SwitchField name="hazards.none_within" label="No hazards within" />
        </>
      );
    case 'approach':
      return (
        <>
          <TextAreaField name="approach.procedures" label="Approach procedures" rows={2} />
          <TextAreaField name="approach.departures" label="Departures" rows={2} />
          <TextAreaField name="approach.visual_reference" label="Visual reference points" rows={2} />
        </>
      );
    case 'facilities':
      return (
        <>
          <CheckboxListField name="facilities.categories" label="Facilities" options={FACILITY_CATEGORY_OPTIONS} />
          <TextAreaField name="facilities.details" label="Facility details" rows={2} />
          <SelectField name="facilities.landing_fee" label="Landing fee charged" options={YES_NO_OPTIONS} allowClear />
          <TextField name="facilities.range_fee" label="Fee range" />
          <TextAreaField name="facilities.range_fee_details" label="Fee details" rows={2} />
        </>
      );
    case 'view':
      return (
        <Flex wrap gap={16}>
          {SURVEY_DIRECTIONS.map((d) => (
            <ViewPhoto key={d} survey={survey} direction={d} />
          ))}
        </Flex>
      );
    case 'location':
      return (
        <Flex gap={12} wrap>
          <TextField name="location.latitude" label="Landing point latitude" inputMode="decimal" />
          <TextField name="location.longitude" label="Landing point longitude" inputMode="decimal" />
        </Flex>
      );
  }
}

export function SurveyEditor({ survey, categoryId, onDone }: Props) {
  const save = useSaveSurvey(survey.pad_id);
  const [current, setCurrent] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const formik = useFormik<SurveySteps>({
    initialValues: survey.steps,
    validate: async (values) => {
      const context: SurveyContext = { category_id: categoryId };
      const result = await validateWith(surveyStepsSchema, values, context);
      return result.ok ? {} : fieldErrors(result.errors);
    },
    onSubmit: async (values, helpers) => {
      setFormError(null);
      try {
        const steps = surveyStepsSchema.cast(values) as SurveySteps;
        await save.mutateAsync({ id: survey.id, steps, version: survey.version, wasStatus: survey.survey_status });
        notifySuccess('Update Saved!');
        onDone();
      } catch (error) {
        setFormError(applyServerErrors(error, helpers.setErrors, values));
      }
    },
  });
  const stepHasError = (step: SurveyStep) => Boolean(getIn(formik.errors, step)) && formik.submitCount > 0;
  const step = SURVEY_STEPS[current]!;
  return (
    <FormikProvider value={formik}>
      <Form layout="vertical" onFinish={() => formik.handleSubmit()} data-testid="survey-editor">
        <Steps
          size="small"
          current={current}
          onChange={setCurrent}
          style={{ marginBottom: 16 }}
          items={SURVEY_STEPS.map((s) => ({
            title: SURVEY_STEP_TITLES[s],
            status: stepHasError(s) ? 'error' : survey.completed[s] ? 'finish' : undefined,
          }))}
        />
        <FormAlert message={formError} onClose={() => setFormError(null)} />
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {SURVEY_STEP_TITLES[step]}
        </Typography.Title>
        <StepFields step={step} survey={survey} categoryId={categoryId} />
        <Flex gap={8} wrap style={{ marginTop: 16 }}>
          <Button disabled={current === 0} onClick={() => setCurrent((c) => c - 1)}>
            Previous
          </Button>
          <Button disabled={current === SURVEY_STEPS.length - 1} onClick={() => setCurrent((c) => c + 1)}>
            Next
          </Button>
          <span style={{ flex: 1 }} />
          <Button onClick={onDone}>Cancel</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={formik.isSubmitting}
            onClick={() => {
              // The first step with an error opens, so its message is in view.
              void formik.validateForm().then((errors) => {
                const first = SURVEY_STEPS.findIndex((s) => getIn(errors, s));
                if (first >= 0) setCurrent(first);
              });
            }}
          >
            Save changes
          </Button>
        </Flex>
      </Form>
    </FormikProvider>
  );
}
