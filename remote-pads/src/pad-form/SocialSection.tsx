// Social: website, Twitter handle (typed without '@', shown with the prefix) and TripAdvisor rating.
import { Card, Col, Input, InputNumber, Row } from 'antd';
import { useFormikContext } from 'formik';
import { FieldItem } from '@pads/shared';
import type { PadFieldsValues } from './padFields';

export function SocialSection() {
  const { values, handleChange, handleBlur, setFieldValue, setFieldTouched } = useFormikContext<PadFieldsValues>();
  return (
    <Card title="Social" size="small" data-testid="section-social">
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <FieldItem name="website" label="Website">
            <Input
              name="website"
              aria-label="Website"
              value={values.website}
              onChange={handleChange}
              onBlur={handleBlur}
              placeholder="https://"
            />
          </FieldItem>
        </Col>
        <Col xs={24} md={8}>
          <FieldItem name="twitter_handle" label="Twitter">
            <Input
              name="twitter_handle"
              aria-label="Twitter"
              prefix="@"
              value={values.twitter_handle}
              onChange={handleChange}
              onBlur={handleBlur}
            />
          </FieldItem>
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
