// Main information: name, category, the landing / API switches, HISC, ICAO, landing fee and tags.
import { landingFeeRequired, useStartupData, FieldItem } from '@pads/shared';
import { Card, Col, Input, Row, Select, Switch } from 'antd';
import { useFormikContext } from 'formik';
import { HiscInput } from '../../../pad-form/HiscInput';
import { IcaoInput } from '../../../pad-form/IcaoInput';
import { carriesIcao, type PadFormValues } from '../formModel';

const toOptions = (items: { id: number; name: string }[]) => items.map((i) => ({ value: i.id, label: i.name }));

export function MainInfoSection() {
  const { values, handleChange, handleBlur, setFieldValue, setFieldTouched } = useFormikContext<PadFormValues>();
  const { categories, landingFees, tags } = useStartupData();
  const feeRequired = landingFeeRequired(
    values.category_id === '' ? null : values.category_id,
    values.facilities,
    values.warnings,
  );

  return (
    <Card title="Main information" size="small" data-testid="section-main">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <FieldItem name="name" label="Name" required>
            <Input
              name="name"
              aria-label="Name"
              value={values.name}
              onChange={handleChange}
              onBlur={handleBlur}
              maxLength={255}
            />
          </FieldItem>
        </Col>
        <Col xs={24} md={12}>
          <FieldItem name="category_id" label="Category" required>
            <Select
              aria-label="Category"
              value={values.category_id === '' ? undefined : values.category_id}
              options={toOptions(categories)}
              onChange={(value: number) => void setFieldValue('category_id', value)}
              onBlur={() => void setFieldTouched('category_id', true)}
              placeholder="Select a category"
              showSearch={{ optionFilterProp: 'label' }}
            />
          </FieldItem>
        </Col>
        <Col xs={12} md={6}>
          <FieldItem name="is_landing_permitted" label="Landing permitted">
            <Switch
              aria-label="Landing permitted"
              checked={values.is_landing_permitted}
              onChange={(checked) => void setFieldValue('is_landing_permitted', checked)}
            />
          </FieldItem>
        </Col>
        <Col xs={12} md={6}>
          <FieldItem name="is_api_accessible" label="API access">
            <Switch
              aria-label="API access"
              checked={values.is_api_accessible}
              onChange={(checked) => void setFieldValue('is_api_accessible', checked)}
            />
          </FieldItem>
        </Col>
        <Col xs={24} md={12}>
          <HiscInput />
        </Col>
        {carriesIcao(values.category_id) && (
          <Col xs={24} md={12}>
            <IcaoInput />
          </Col>
        )}
        <Col xs={24} md={12}>
          <FieldItem name="landing_fee_id" label="Landing fees category" required={feeRequired}>
            <Select
              aria-label="Landing fees category"
              value={values.landing_fee_id === '' ? undefined : values.landing_fee_id}
              options={toOptions(landingFees)}
              onChange={(value?: number) => void setFieldValue('landing_fee_id', value ?? '')}
              onBlur={() => void setFieldTouched('landing_fee_id', true)}
              allowClear
              placeholder="Select a landing fees category"
            />
          </FieldItem>
        </Col>
        <Col xs={24}>
          <FieldItem name="tags" label="Tags">
            <Select
              aria-label="Tags"
              mode="multiple"
              value={values.tags}
              options={toOptions(tags)}
              onChange={(value: number[]) => void setFieldValue('tags', value)}
              optionFilterProp="label"
              placeholder="Select tags"
            />
          </FieldItem>
        </Col>
      </Row>
    </Card>
  );
}
