// The Landing tab: landing permitted, landing advice (technical information only), site information
// (no technical landing information), warnings — or facilities for an aerodrome (7) — the landing-fee
// category when facility 13 (category 7) or warning 6 asks for it, and whether the advice is shown.
import { EditOutlined } from '@ant-design/icons';
import {
  apiErrorBody,
  applyServerErrors,
  CATEGORY_AERODROME,
  errorMessage,
  fieldErrors,
  httpStatusOf,
  landingFeeRequired,
  notifyError,
  notifySuccess,
  padLandingTabSchema,
  useStartupData,
  validateWith,
} from '@pads/shared';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Flex,
  Form,
  Input,
  Select,
  Switch,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FieldItem } from '../../pad-form/FieldItem';
import { useSavePadTab, type PadDetail } from './api/padDetail';
import { SAVE_MESSAGES } from './ContactEditForm';

export const LANDING_HINTS = {
  advice: 'Technical information only: approach, obstacles, surface, procedures.',
  site: 'About the place itself: no technical landing information here.',
} as const;

interface LandingValues {
  version: number;
  is_landing_permitted: boolean;
  is_landing_advice_displayed: boolean;
  landing_advice: string;
  site_information: string;
  warnings: number[];
  facilities: number[];
  landing_fee_id: number | '';
}

const landingValues = (pad: PadDetail): LandingValues => ({
  version: pad.version,
  is_landing_permitted: pad.is_landing_permitted,
  is_landing_advice_displayed: pad.is_landing_advice_displayed,
  landing_advice: pad.landing_advice ?? '',
  site_information: pad.site_information ?? '',
  warnings: pad.warnings.map((w) => w.id),
  facilities: pad.facilities.map((f) => f.id),
  landing_fee_id: pad.landing_fee_id ?? '',
});

const landingRequest = (v: LandingValues) => ({
  tab: 'landing',
  ...v,
  landing_fee_id: v.landing_fee_id === '' ? null : v.landing_fee_id,
});

export function LandingTab({ pad }: { pad: PadDetail }) {
  const [editing, setEditing] = useState(false);
  const archived = pad.deleted_at != null;
  const aerodrome = pad.category_id === CATEGORY_AERODROME;
  if (editing) return <LandingForm pad={pad} onDone={() => setEditing(false)} />;
  return (
    <Card
      size="small"
      title="Landing information"
      data-testid="landing-tab"
      extra={
        <Tooltip title={archived ? 'This pad is archived: unarchive it before changing it.' : undefined}>
          <Button
            icon={<EditOutlined />}
            disabled={archived}
            onClick={() => setEditing(true)}
            data-testid="landing-edit"
          >
            Edit
          </Button>
        </Tooltip>
      }
    >
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Landing permitted">{pad.is_landing_permitted ? 'Yes' : 'No'}</Descriptions.Item>
        <Descriptions.Item label="Landing advice">
          <span data-testid="landing-advice">{pad.landing_advice || '—'}</span>
          {!pad.is_landing_advice_displayed && <Tag style={{ marginLeft: 8 }}>Hidden from pilots</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="Site information">
          <span data-testid="site-information">{pad.site_information || '—'}</span>
        </Descriptions.Item>
        <Descriptions.Item label={aerodrome ? 'Facilities' : 'Warnings'}>
          {(aerodrome ? pad.facilities : pad.warnings).map((x) => (
            <Tag key={x.id}>{x.display_name}</Tag>
          ))}
          {(aerodrome ? pad.facilities : pad.warnings).length === 0 && '—'}
        </Descriptions.Item>
        <Descriptions.Item label="Landing fees category">
          <span data-testid="landing-fee">{pad.landing_fees?.name ?? '—'}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function LandingForm({ pad, onDone }: { pad: PadDetail; onDone: () => void }) {
  const save = useSavePadTab(pad.id);
  const { warnings, facilities, landingFees } = useStartupData();
  const [globalError, setGlobalError] = useState<string | null>(null);
  const aerodrome = pad.category_id === CATEGORY_AERODROME;

  const submit = async (values: LandingValues, helpers: FormikHelpers<LandingValues>) => {
    setGlobalError(null);
    try {
      await save.mutateAsync(landingRequest(values));
      notifySuccess(SAVE_MESSAGES.saved);
      onDone();
    } catch (error) {
      notifyError(error);
      const conflict = httpStatusOf(error) === 409 && apiErrorBody(error)?.code === 'conflict';
      if (!conflict && applyServerErrors(error, helpers.setErrors))
        setGlobalError('Please correct the highlighted fields.');
      else setGlobalError(errorMessage(error));
    }
  };

  return (
    <Formik
      initialValues={landingValues(pad)}
      validate={async (values) => {
        const result = await validateWith(padLandingTabSchema, landingRequest(values), {
          category_id: pad.category_id,
        });
        return result.ok ? {} : fieldErrors(result.errors);
      }}
      onSubmit={submit}
    >
      {({ values, setFieldValue, handleChange, handleBlur, handleSubmit, isSubmitting }) => {
        const feeRequired = landingFeeRequired(pad.category_id, values.facilities, values.warnings);
        return (
          <form onSubmit={handleSubmit} noValidate aria-label="Edit landing">
            <Form layout="vertical" component={false}>
              <Card size="small" title="Landing information" data-testid="landing-form">
                {globalError && (
                  <Alert type="error" showIcon role="alert" title={globalError} style={{ marginBottom: 12 }} />
                )}
                <Flex gap={24} wrap>
                  <FieldItem name="is_landing_permitted" label="Landing permitted">
                    <Switch
                      aria-label="Landing permitted"
                      checked={values.is_landing_permitted}
                      onChange={(v) => void setFieldValue('is_landing_permitted', v)}
                    />
                  </FieldItem>
                  <FieldItem name="is_landing_advice_displayed" label="Show landing advice to pilots">
                    <Switch
                      aria-label="Show landing advice"
                      checked={values.is_landing_advice_displayed}
                      onChange={(v) => void setFieldValue('is_landing_advice_displayed', v)}
                    />
                  </FieldItem>
                </Flex>
                <FieldItem name="landing_advice" label="Landing advice" extra={LANDING_HINTS.advice}>
                  <Input.TextArea
                    aria-label="Landing advice"
                    name="landing_advice"
                    rows={3}
                    value={values.landing_advice}
                    onChange={handleChange}
                    onBlur={handleBlur}
                  />
                </FieldItem>
                <FieldItem name="site_information" label="Site information" extra={LANDING_HINTS.site}>
                  <Input.TextArea
                    aria-label="Site information"
                    name="site_information"
                    rows={3}
                    value={values.site_information}
                    onChange={handleChange}
                    onBlur={handleBlur}
                  />
                </FieldItem>
                <Typography.Title level={5}>{aerodrome ? 'Facilities' : 'Warnings'}</Typography.Title>
                {aerodrome ? (
                  <Checkbox.Group
                    aria-label="Facilities"
                    style={{ display: 'grid', gap: 4 }}
                    value={values.facilities}
                    options={facilities.map((f) => ({ value: f.id, label: f.name }))}
                    onChange={(ids) => void setFieldValue('facilities', ids)}
                  />
                ) : (
                  <Checkbox.Group
                    aria-label="Warnings"
                    style={{ display: 'grid', gap: 4 }}
                    value={values.warnings}
                    options={warnings.map((w) => ({ value: w.id, label: w.name }))}
                    onChange={(ids) => void setFieldValue('warnings', ids)}
                  />
                )}
                {feeRequired && (
                  <FieldItem name="landing_fee_id" label="Landing fees category" required style={{ marginTop: 12 }}>
                    <Select
                      aria-label="Landing fees category"
                      style={{ maxWidth: 320 }}
                      value={values.landing_fee_id === '' ? undefined : values.landing_fee_id}
                      options={landingFees.map((f) => ({ value: f.id, label: f.name }))}
                      onChange={(v?: number) => void setFieldValue('landing_fee_id', v ?? '')}
                      allowClear
                    />
                  </FieldItem>
                )}
                <Flex gap={8} justify="flex-end" style={{ marginTop: 12 }}>
                  <Button onClick={onDone}>Cancel</Button>
                  <Button type="primary" htmlType="submit" loading={isSubmitting} data-testid="landing-save">
                    Save changes
                  </Button>
                </Flex>
              </Card>
            </Form>
          </form>
        );
      }}
    </Formik>
  );
}
