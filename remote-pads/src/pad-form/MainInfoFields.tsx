// The pad's main fields, shared by pad create ('Main information') and the pad view's Contact tab ('Pad'):
// name, category, API access, HISC, ICAO (airfields only) and tags. Pad create also sets the landing
// switch and the landing fees category here; the pad view edits those on its Landing tab.
import { landingFeeRequired, SelectField, SwitchField, TextField, useStartupData } from '@pads/shared';
import { Card, Col, Row } from 'antd';
import { useFormikContext } from 'formik';
import { HiscInput } from './HiscInput';
import { IcaoInput } from './IcaoInput';
import { carriesIcao, toOptions, type PadFieldsValues } from './padFields';

/** What pad create adds to the shared fields: landing permission and its fee rule's inputs. */
interface LandingValues {
  is_landing_permitted: boolean;
  landing_fee_id: number | '';
  facilities: number[];
  warnings: number[];
}

type MainInfoValues = PadFieldsValues & { is_api_accessible: boolean } & Partial<LandingValues>;

export function MainInfoFields({ title, withLanding = false }: { title: string; withLanding?: boolean }) {
  const { values } = useFormikContext<MainInfoValues>();
  const { categories, landingFees, tags } = useStartupData();
  const feeRequired = landingFeeRequired(
    values.category_id === '' ? null : values.category_id,
    values.facilities ?? [],
    values.warnings ?? [],
  );

  return (
    <Card title={title} size="small" data-testid="section-main">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField name="name" label="Name" aria-label="Name" maxLength={255} itemProps={{ required: true }} />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            name="category_id"
            label="Category"
            required
            options={toOptions(categories)}
            placeholder="Select a category"
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Col>
        {withLanding && (
          <Col xs={12} md={6}>
            <SwitchField name="is_landing_permitted" label="Landing permitted" />
          </Col>
        )}
        <Col xs={12} md={6}>
          <SwitchField name="is_api_accessible" label="API access" />
        </Col>
        <Col xs={24} md={12}>
          <HiscInput />
        </Col>
        {carriesIcao(values.category_id) && (
          <Col xs={24} md={12}>
            <IcaoInput />
          </Col>
        )}
        {withLanding && (
          <Col xs={24} md={12}>
            <SelectField
              name="landing_fee_id"
              label="Landing fees category"
              required={feeRequired}
              options={toOptions(landingFees)}
              allowClear
              placeholder="Select a landing fees category"
            />
          </Col>
        )}
        <Col xs={24}>
          <SelectField
            name="tags"
            label="Tags"
            multiple
            options={toOptions(tags)}
            optionFilterProp="label"
            placeholder="Select tags"
          />
        </Col>
      </Row>
    </Card>
  );
}
