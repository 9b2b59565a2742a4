// Facilities and warnings, as checkbox lists of the startup lookups. Facility 13 (with category 7)
// and warning 6 make the landing fees category required.
import { CheckboxListField, useStartupData } from '@pads/shared';
import { Card, Col, Row } from 'antd';
import { toOptions } from '../../../pad-form/padFields';

export function FacilitiesWarningsSection() {
  const { facilities, warnings } = useStartupData();
  return (
    <Card title="Facilities & warnings" size="small" data-testid="section-facilities-warnings">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <CheckboxListField name="facilities" label="Facilities" options={toOptions(facilities)} />
        </Col>
        <Col xs={24} md={12}>
          <CheckboxListField name="warnings" label="Warnings" options={toOptions(warnings)} />
        </Col>
      </Row>
    </Card>
  );
}
