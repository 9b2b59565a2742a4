// The Contact tab: a summary (with the primary contact and the photos) and its edit mode.
import { DataLink, LOCATION_ZOOM, MIN_MAP_ZOOM, PadMap, webAddress } from '@pads/shared';
import { Card, Col, Descriptions, Flex, List, Row, Tag } from 'antd';
import type { PadDetail } from './api/padDetail';
import { ContactEditForm } from './ContactEditForm';
import { PadPhotos } from './PadPhotos';
import { PRIMARY_LABELS, PrimaryContact } from './PrimaryContact';
import { EditTabButton } from './EditTabButton';
import { formatPhone, padPhoneCountry } from '@pads/contracts/phone.ts';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : value;

export function ContactTab({
  pad,
  editing,
  setEditing,
}: {
  pad: PadDetail;
  editing: boolean;
  setEditing: (editing: boolean) => void;
}) {
  const archived = pad.deleted_at != null;
  if (editing) return <ContactEditForm pad={pad} onDone={() => setEditing(false)} />;
  return (
    <Flex vertical gap={16} data-testid="contact-tab">
      <Card
        size="small"
        title="Summary"
        extra={<EditTabButton pad={pad} onEdit={() => setEditing(true)} testId="contact-edit" />}
      >
        <Row gutter={16}>
          <Col xs={24} lg={14}>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Name">{pad.name}</Descriptions.Item>
              <Descriptions.Item label="Category">{pad.category?.name}</Descriptions.Item>
              <Descriptions.Item label="Address">
                <span data-testid="summary-address">{dash(pad.location.name)}</span>
              </Descriptions.Item>
              <Descriptions.Item label="Latitude / Longitude">
                <span data-testid="summary-coordinates">
                  {pad.location.latitude}, {pad.location.longitude}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label="Country / County / Region">
                {[pad.location.country, pad.location.county, pad.location.region].filter(Boolean).join(' / ') || '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Tags">
                {pad.tags.length ? pad.tags.map((t) => <Tag key={t.id}>{t.name}</Tag>) : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Website">
                {pad.pad_social.website ? (
                  <DataLink href={webAddress(pad.pad_social.website)}>{pad.pad_social.website}</DataLink>
                ) : (
                  '—'
                )}
              </Descriptions.Item>
              <Descriptions.Item label="Twitter">{dash(pad.pad_social.twitter_handle)}</Descriptions.Item>
              <Descriptions.Item label="TripAdvisor rating">
                {dash(pad.pad_social.trip_advisor_rating)}
              </Descriptions.Item>
              <Descriptions.Item label="HISC">
                <span data-testid="summary-hisc">{dash(pad.hisc)}</span>
              </Descriptions.Item>
              <Descriptions.Item label="ICAO">{dash(pad.icao)}</Descriptions.Item>
              <Descriptions.Item label="API access">{pad.is_api_accessible ? 'Yes' : 'No'}</Descriptions.Item>
            </Descriptions>
          </Col>
          <Col xs={24} lg={10}>
            <PadMap
              height={300}
              center={{ lat: pad.location.latitude, lng: pad.location.longitude }}
              zoom={LOCATION_ZOOM}
              minZoom={MIN_MAP_ZOOM}
              // Zoom 17 with tiles; on the offline basemap, as deep as still shows a coast or border (issue 39).
              fitOfflineBasemap
              markers={[
                {
                  id: pad.id,
                  name: pad.name,
                  latitude: pad.location.latitude,
                  longitude: pad.location.longitude,
                  category_id: pad.category_id,
                },
              ]}
              data-testid="pad-view-map"
            />
          </Col>
        </Row>
      </Card>
      <Card size="small" title="Contacts" extra={<PrimaryContact pad={pad} />}>
        <List
          dataSource={pad.editable_contacts}
          data-testid="contact-list"
          renderItem={(c) => (
            <List.Item data-testid={`contact-item-${c.id}`}>
              <Flex gap={8} wrap>
                <Tag>{PRIMARY_LABELS[c.contact_type_id]}</Tag>
                <strong>{dash(c.name)}</strong>
                <span>{dash(c.email)}</span>
                <span>{dash(c.phone && formatPhone(c.phone, padPhoneCountry(pad)))}</span>
                {c.is_primary && <Tag color="blue">Primary</Tag>}
                {c.is_claimed && <Tag color="green">Claimed</Tag>}
              </Flex>
            </List.Item>
          )}
        />
      </Card>
      <PadPhotos pad={pad} disabled={archived} />
    </Flex>
  );
}
