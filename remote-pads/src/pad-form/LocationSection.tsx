// Location: address search, the map (click places the pin, drag moves it), coordinates, and the
// country / county / region the geocoder fills in (editable: the geocoder can be wrong or absent).
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  FieldItem,
  MIN_MAP_ZOOM,
  numericText,
  PadMap,
  type LatLng,
} from '@pads/shared';
import { Card, Col, Input, Row, Typography } from 'antd';
import { useFormikContext } from 'formik';
import type { PadFieldsValues } from './padFields';
import { AddressSearch } from './AddressSearch';
import { useGeocoding } from './useGeocoding';

export const CREATE_MAP_HEIGHT = 400;
const PLACE_FIELDS = [
  ['country', 'Country'],
  ['county', 'County'],
  ['region', 'Region'],
] as const;

interface LocationSectionProps {
  /** Where the map opens (the pad's own pin on the pad view). */
  center?: LatLng;
  mapTestId?: string;
}

export function LocationSection({ center = DEFAULT_MAP_CENTER, mapTestId = 'pad-create-map' }: LocationSectionProps) {
  const { values, handleChange, handleBlur, setFieldTouched } = useFormikContext<PadFieldsValues>();
  const { pin, focus, geocoding, choosePrediction, movePin, typeCoordinate } = useGeocoding();

  return (
    <Card title="Location" size="small" data-testid="section-location">
      <AddressSearch onChoose={(placeId, description) => void choosePrediction(placeId, description)} />
      <PadMap
        height={CREATE_MAP_HEIGHT}
        center={center}
        zoom={DEFAULT_MAP_ZOOM}
        minZoom={MIN_MAP_ZOOM}
        pin={pin}
        focus={focus}
        onMapClick={(point) => void movePin(point)}
        onPinDragEnd={(point) => void movePin(point)}
        data-testid={mapTestId}
      />
      <Typography.Text type="secondary">Click the map to place the pin; drag the pin to move it.</Typography.Text>
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col xs={24} md={12}>
          <FieldItem name="location.latitude" label="Latitude" required>
            <Input
              name="location.latitude"
              aria-label="Latitude"
              inputMode="decimal"
              value={values.location.latitude}
              onChange={(e) => void typeCoordinate('latitude', numericText(e.target.value))}
              onBlur={() => void setFieldTouched('location.latitude', true)}
              placeholder="54.47"
            />
          </FieldItem>
        </Col>
        <Col xs={24} md={12}>
          <FieldItem name="location.longitude" label="Longitude" required>
            <Input
              name="location.longitude"
              aria-label="Longitude"
              inputMode="decimal"
              value={values.location.longitude}
              onChange={(e) => void typeCoordinate('longitude', numericText(e.target.value))}
              onBlur={() => void setFieldTouched('location.longitude', true)}
              placeholder="-4.96"
            />
          </FieldItem>
        </Col>
        {PLACE_FIELDS.map(([field, label]) => (
          <Col xs={24} md={8} key={field}>
            <FieldItem name={`location.${field}`} label={label}>
              <Input
                name={`location.${field}`}
                aria-label={label}
                value={values.location[field]}
                onChange={handleChange}
                onBlur={handleBlur}
                suffix={geocoding ? <Typography.Text type="secondary">…</Typography.Text> : <span />}
              />
            </FieldItem>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
