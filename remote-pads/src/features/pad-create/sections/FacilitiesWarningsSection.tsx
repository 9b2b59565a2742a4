// Facilities and warnings, as checkbox lists of the startup lookups. Facility 13 (with category 7)
// and warning 6 make the landing fees category required.
import { useStartupData } from '@pads/shared';
import { Card, Checkbox, Col, Row, Typography } from 'antd';
import { useFormikContext } from 'formik';
import type { PadFormValues } from '../formModel';

export function FacilitiesWarningsSection() {
  const { values, setFieldValue } = useFormikContext<PadFormValues>();
  const { facilities, warnings } = useStartupData();
  return (
    <Card title="Facilities & warnings" size="small" data-testid="section-facilities-warnings">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>Facilities</Typography.Title>
          <Checkbox.Group
            aria-label="Facilities"
            style={{ display: 'grid', gap: 4 }}
            value={values.facilities}
            options={facilities.map((f) => ({ value: f.id, label: f.name }))}
            onChange={(ids) => void setFieldValue('facilities', ids)}
          />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5}>Warnings</Typography.Title>
          <Checkbox.Group
            aria-label="Warnings"
            style={{ display: 'grid', gap: 4 }}
            value={values.warnings}
            options={warnings.map((w) => ({ value: w.id, label: w.name }))}
            onChange={(ids) => void setFieldValue('warnings', ids)}
          />
        </Col>
      </Row>
    </Card>
  );
}
