// The Landing tab: landing permitted, landing advice (technical information only), site information
// (no technical landing information), warnings — or facilities for an aerodrome (7) — the landing-fee
// category when facility 13 (category 7) or warning 6 asks for it, and whether the advice is shown.
import {
  applyServerErrors,
  CATEGORY_AERODROME,
  CheckboxListField,
  fieldErrors,
  FormAlert,
  landingFeeRequired,
  notifySuccess,
  padLandingTabSchema,
  SelectField,
  SwitchField,
  TextAreaField,
  useStartupData,
  validateWith,
} from '@pads/shared';
import { Button, Card, Descriptions, Flex, Form, Tag } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { toOptions } from '../../pad-form/padFields';
import { useSavePadTab, type PadDetail } from './api/padDetail';
import { SAVE_MESSAGES } from './ContactEditForm';
import { EditTabButton } from './EditTabButton';

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
  tab: 'landing' as const,
  ...v,
  landing_fee_id: v.landing_fee_id === '' ? null : v.landing_fee_id,
});

export function LandingTab({ pad }: { pad: PadDetail }) {
  const [editing, setEditing] = useState(false);
  const aerodrome = pad.category_id === CATEGORY_AERODROME;
  if (editing) return <LandingForm pad={pad} onDone={() => setEditing(false)} />;
  return (
    <Card
      size="small"
      title="Landing information"
      data-testid="landing-tab"
      extra={<EditTabButton pad={pad} onEdit={() => setEditing(true)} testId="landing-edit" />}
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
      setGlobalError(applyServerErrors(error, helpers.setErrors, values));
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
      {({ values, handleSubmit, isSubmitting }) => {
        const feeRequired = landingFeeRequired(pad.category_id, values.facilities, values.warnings);
        // An aerodrome lists its facilities, any other pad its warnings (spec part 2 §5).
        const checklist = aerodrome
          ? { name: 'facilities', label: 'Facilities', items: facilities }
          : { name: 'warnings', label: 'Warnings', items: warnings };
        return (
          <form onSubmit={handleSubmit} noValidate aria-label="Edit landing">
            <Form layout="vertical" component={false}>
              <Card size="small" title="Landing information" data-testid="landing-form">
                <FormAlert message={globalError} onClose={() => setGlobalError(null)} />
                <Flex gap={24} wrap>
                  <SwitchField name="is_landing_permitted" label="Landing permitted" />
                  <SwitchField
                    name="is_landing_advice_displayed"
                    label="Show landing advice to pilots"
                    aria-label="Show landing advice"
                  />
                </Flex>
                <TextAreaField
                  name="landing_advice"
                  label="Landing advice"
                  rows={3}
                  itemProps={{ extra: LANDING_HINTS.advice }}
                />
                <TextAreaField
                  name="site_information"
                  label="Site information"
                  rows={3}
                  itemProps={{ extra: LANDING_HINTS.site }}
                />
                <CheckboxListField name={checklist.name} label={checklist.label} options={toOptions(checklist.items)} />
                {feeRequired && (
                  <SelectField
                    name="landing_fee_id"
                    label="Landing fees category"
                    required
                    style={{ maxWidth: 320 }}
                    options={toOptions(landingFees)}
                    allowClear
                    itemProps={{ style: { marginTop: 12 } }}
                  />
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
