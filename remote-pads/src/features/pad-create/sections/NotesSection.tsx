// Notes & Description: free texts shown to pilots (site information, landing advice, description)
// and the admins' own notes.
import { TextAreaField } from '@pads/shared';
import { Card, Col, Row } from 'antd';

const FIELDS = [
  ['site_information', 'Site information'],
  ['landing_advice', 'Landing advice'],
  ['description', 'Description'],
  ['notes', 'Notes'],
] as const;

export function NotesSection() {
  return (
    <Card title="Notes & Description" size="small" data-testid="section-notes">
      <Row gutter={16}>
        {FIELDS.map(([name, label]) => (
          <Col xs={24} md={12} key={name}>
            <TextAreaField name={name} label={label} rows={3} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
