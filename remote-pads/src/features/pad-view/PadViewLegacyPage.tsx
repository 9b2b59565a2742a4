// /dashboard/pad-view1/{padId}: the older view, kept so old links work: a read-only summary, no tabs.
import { errorMessage, isNotFound, NotFoundPanel, paths, WithRouteIds } from '@pads/shared';
import { Alert, Card, Descriptions, Flex, Spin, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { usePad } from './api/padDetail';
import { PadTitle } from './PadTitle';

export default function PadViewLegacyPage() {
  return (
    <WithRouteIds names={['padId']} entity="pad">
      {({ padId }) => <PadLegacyView padId={padId} />}
    </WithRouteIds>
  );
}

function PadLegacyView({ padId }: { padId: number }) {
  const pad = usePad(padId);
  if (pad.isLoading) return <Spin tip="Loading Pad data...">Loading Pad data...</Spin>;
  if (isNotFound(pad.error)) return <NotFoundPanel entity="pad" />;
  if (pad.error || !pad.data)
    return <Alert type="error" showIcon role="alert" title={errorMessage(pad.error)} data-testid="pad-error" />;
  const p = pad.data;
  return (
    <Flex vertical gap={16} data-testid="pad-legacy-view">
      <PadTitle pad={p} />
      <Link to={paths.padView(p.id)}>Open the full pad view</Link>
      <Card size="small">
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Category">{p.category?.name}</Descriptions.Item>
          <Descriptions.Item label="Status">{p.status?.name}</Descriptions.Item>
          <Descriptions.Item label="Address">{p.location.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Coordinates">
            {p.location.latitude}, {p.location.longitude}
          </Descriptions.Item>
          <Descriptions.Item label="Contacts">
            {p.contacts.map((c) => (
              <div key={c.id}>
                {[c.name, c.email, c.phone].filter(Boolean).join(' · ')}{' '}
                {c.is_primary && <Tag color="blue">Primary</Tag>}
              </div>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label="Landing permitted">{p.is_landing_permitted ? 'Yes' : 'No'}</Descriptions.Item>
          <Descriptions.Item label="Landing advice">{p.landing_advice ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Site information">{p.site_information ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Photos">{Object.values(p.uploads).flat().length}</Descriptions.Item>
        </Descriptions>
      </Card>
    </Flex>
  );
}
