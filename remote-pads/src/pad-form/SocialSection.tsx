// Social: website, Twitter handle (typed without '@', shown with the prefix) and TripAdvisor rating.
import { Card, Col, InputNumber, Row } from 'antd';
import { useFormikContext } from 'formik';
import { FieldItem, TextField } from '@pads/shared';
import type { PadFieldsValues } from './padFields';

export function SocialSection() {
  const { values, setFieldValue, setFieldTouched } = useFormikContext<PadFieldsValues>();
  return (
    <Card title="Social" size="small" data-testid="section-social">
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <TextField name="website" label="Website" aria-label="Website" placeholder="https://" />
        </Col>
        <Col xs={24} md={8}>
          <TextField name="twitter_handle" label="Twitter" aria-label="Twitter" prefix="@" />
        </Col>
        <Col xs={24} md={6}>
          <FieldItem name="trip_advisor_rating" label="TripAdvisor rating">
            <InputNumber
              aria-label="TripAdvisor rating"
              style={{ width: '100%' }}
              min={0}
              max={5}
              step={0.5}
              value={values.trip_advisor_rating === '' ? null : values.trip_advisor_rating}
              onChange={(value) => void setFieldValue('trip_advisor_rating', value ?? '')}
              onBlur={() => void setFieldTouched('trip_advisor_rating', true)}
            />
          </FieldItem>
        </Col>
      </Row>
    </Card>
  );
}
