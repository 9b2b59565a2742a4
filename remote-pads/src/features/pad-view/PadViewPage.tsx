// /dashboard/pad-view/{padId}: the pad's title and actions, the tab frame (Contact, Landing, Reviews,
// Admin, Survey Information) and the change log; above the tabs, who else is reviewing the pad (issue 35).
import { ArrowLeftOutlined } from '@ant-design/icons';
import { errorMessage, isNotFound, NotFoundPanel, WithRouteIds } from '@pads/shared';
import { Alert, Badge, Button, Flex, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminTab } from './admin/AdminTab';
import { ReportModal } from './admin/ReportModal';
import { usePad, type PadDetail } from './api/padDetail';
import { ContactTab } from './ContactTab';
import { LandingTab } from './LandingTab';
import { PadActions } from './PadActions';
import { PadPresence } from './PadPresence';
import { PadTimeline } from './PadTimeline';
import { PadTitle } from './PadTitle';
import { usePadViewParams, type PadTab } from './usePadViewParams';
import { ReviewsTab } from './reviews/ReviewsTab';
import { SurveyTab } from './survey/SurveyTab';

/**
 * Survey Information is enabled when the pad has a survey (the "survey id" reading;
 * docs/decisions/0044-pad-view-actions-and-rules.md).
 */
export const hasSurvey = (pad: PadDetail) => pad.survey_id != null;

export default function PadViewPage() {
  return (
    <WithRouteIds names={['padId']} entity="pad">
      {({ padId }) => <PadView padId={padId} />}
    </WithRouteIds>
  );
}

function PadView({ padId }: { padId: number }) {
  const navigate = useNavigate();
  const pad = usePad(padId);
  const { tab, setTab, editContact, clearEditParams, reportedId, closeReport } = usePadViewParams(padId);
  const [editing, setEditingState] = useState(editContact);
  const setEditing = (next: boolean) => {
    setEditingState(next);
    if (!next) clearEditParams();
  };
  useEffect(() => {
    if (editContact) setEditingState(true);
  }, [editContact]);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)} aria-label="Back">
      Back
    </Button>
  );
  if (pad.isLoading || (!pad.data && !pad.error)) {
    return (
      <Flex vertical gap={16}>
        {back}
        <Spin tip="Loading Pad data..." size="large">
          <div style={{ padding: 48 }} data-testid="pad-loading">
            Loading Pad data...
          </div>
        </Spin>
      </Flex>
    );
  }
  if (isNotFound(pad.error)) return <NotFoundPanel entity="pad" />;
  if (pad.error || !pad.data) {
    return (
      <Flex vertical gap={16}>
        {back}
        <Alert type="error" showIcon role="alert" title={errorMessage(pad.error)} data-testid="pad-error" />
      </Flex>
    );
  }
  const data = pad.data;
  const noteCount = data.pad_notes.length;
  const items = [
    {
      key: 'contact',
      label: 'Contact',
      children: <ContactTab pad={data} editing={editing} setEditing={setEditing} />,
    },
    { key: 'landing', label: 'Landing', children: <LandingTab pad={data} /> },
    {
      key: 'reviews',
      label: data.comments_count > 0 ? `Reviews (${data.comments_count})` : 'Reviews',
      children: <ReviewsTab padId={data.id} />,
    },
    {
      key: 'admin',
      label: (
        <Badge dot={data.resolvable_actions} offset={[6, 0]} data-testid="admin-tab-dot">
          {noteCount > 0 ? `Admin (${noteCount})` : 'Admin'}
        </Badge>
      ),
      children: <AdminTab pad={data} />,
    },
    {
      key: 'survey',
      label: 'Survey Information',
      disabled: !hasSurvey(data),
      // Mounted only while open: the survey is read when the admin looks at it.
      children: hasSurvey(data) ? (
        <SurveyTab padId={data.id} padName={data.name} categoryId={data.category_id} />
      ) : null,
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="pad-view-page">
      <Flex justify="space-between" align="start" wrap gap={12}>
        <Flex gap={12} align="start">
          {back}
          <PadTitle pad={data} />
        </Flex>
        <PadActions pad={data} editing={editing} />
      </Flex>
      <PadPresence padId={data.id} />
      <Tabs activeKey={tab} onChange={(key) => setTab(key as PadTab)} items={items} destroyOnHidden />
      <PadTimeline padId={data.id} />
      <ReportModal padId={data.id} reportedId={reportedId} onClose={closeReport} />
    </Flex>
  );
}
