// One report opened from `reported_id` (spec part 2 §2; the moderation list links here) or from the
// reports table: who reported what and why, the reported photo, and accept / ignore while pending.
import {
  errorMessage,
  formatDateTime,
  PAD_REPORT_TYPE_LABELS,
  REVIEW_MESSAGES,
  ReviewCard,
  REVISION_STATUS,
  REVISION_STATUS_LABELS,
  REVISION_TYPE,
  REVISION_TYPE_LABELS,
  useReviewReport,
} from '@pads/shared';
import type { RevisionStatus, RevisionType } from '@pads/shared';
import { Alert, Descriptions, Empty, Image, Modal, Spin } from 'antd';
import { useRevision, type RevisionDetail } from './api/reports';
import { ReportResolutionButtons } from './ReportResolutionButtons';
import { UserLink } from '@pads/shared';

export interface ReportModalProps {
  padId: number;
  reportedId: string | null;
  onClose: () => void;
}

/** The reported review, or 'Cannot access to this review!' (spec part 2 §8) when it cannot be fetched. */
function ReportedReview({ reportId }: { reportId: number }) {
  const report = useReviewReport(reportId);
  if (report.isLoading) return <Spin size="small" />;
  if (report.error || !report.data?.review)
    return (
      <Alert
        type="warning"
        showIcon
        title={REVIEW_MESSAGES.unavailable}
        description={report.error ? errorMessage(report.error) : undefined}
        data-testid="review-unavailable"
      />
    );
  return <ReviewCard review={report.data.review} withToggle={false} />;
}

function ReportDetails({ padId, revision, onClose }: { padId: number; revision: RevisionDetail; onClose: () => void }) {
  const pending = revision.status === REVISION_STATUS.Pending;
  return (
    <Descriptions column={1} size="small" bordered data-testid="report-details">
      <Descriptions.Item label="Type">{REVISION_TYPE_LABELS[revision.type as RevisionType]}</Descriptions.Item>
      {revision.pad_report_type != null ? (
        <Descriptions.Item label="Report">{PAD_REPORT_TYPE_LABELS[revision.pad_report_type]}</Descriptions.Item>
      ) : null}
      <Descriptions.Item label="Comment">{revision.comment || '—'}</Descriptions.Item>
      <Descriptions.Item label="Reported by">
        <UserLink user={revision.user} />
      </Descriptions.Item>
      <Descriptions.Item label="Created">{formatDateTime(revision.created_at)}</Descriptions.Item>
      {revision.upload_report ? (
        <Descriptions.Item label="Photo">
          {revision.upload_report.file_url ? (
            <Image src={revision.upload_report.file_url} alt="Reported photo" width={160} />
          ) : (
            'The photo was deleted.'
          )}
        </Descriptions.Item>
      ) : null}
      {revision.type === REVISION_TYPE.ReportedReview ? (
        <Descriptions.Item label="Review">
          <ReportedReview reportId={revision.id} />
        </Descriptions.Item>
      ) : null}
      <Descriptions.Item label="Status">
        {pending ? (
          <ReportResolutionButtons padId={padId} revision={revision} onDone={onClose} />
        ) : (
          REVISION_STATUS_LABELS[revision.status as RevisionStatus]
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

export function ReportModal({ padId, reportedId, onClose }: ReportModalProps) {
  const revision = useRevision(reportedId);
  return (
    <Modal
      open={reportedId !== null}
      title="Report"
      onCancel={onClose}
      footer={null}
      data-testid="report-modal"
      width={640}
    >
      {revision.isLoading ? (
        <Spin />
      ) : revision.error || !revision.data ? (
        <Empty
          description={revision.error ? `Report not found (${errorMessage(revision.error)})` : 'Report not found'}
        />
      ) : (
        <ReportDetails padId={padId} revision={revision.data} onClose={onClose} />
      )}
    </Modal>
  );
}
