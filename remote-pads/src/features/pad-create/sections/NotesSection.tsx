// Notes & Description: free texts shown to pilots (site information, landing advice, description)
// and the admins' own notes.
import { Card, Col, Input, Row } from 'antd';
import { useFormikContext } from 'formik';
import { FieldItem } from '@pads/shared';
import type { PadFormValues } from '../formModel';

const FIELDS = [
  ['site_information', 'Site information'],
  ['landing_advice', 'Landing advice'],
  ['description', 'Description'],
  ['notes', 'Notes'],
] as const;

export function NotesSection() {
  const { values, handleChange, handleBlur } = useFormikContext<PadFormValues>();
  return (
    <Card title="Notes & Description" size="small" data-testid="section-notes">
      <Row gutter={16}>
        {FIELDS.map(([name, label]) => (
          <Col xs={24} md={12} key={name}>
            <FieldItem name={name} label={label}>
              <Input.TextArea
                name={name}
                aria-label={label}
                rows={3}
                value={values[name]}
                onChange={handleChange}
                onBlur={handleBlur}
              />
            </FieldItem>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
