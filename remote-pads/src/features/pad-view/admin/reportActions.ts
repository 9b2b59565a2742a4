// What the reports table and the report modal offer for each revision type (spec part 2 §4 "Reports").
import { REVISION_TYPE } from '@pads/shared';

export interface ReportActionLabels {
  accept: string;
  ignore: string;
  /** Accepting a pad report reopens the page in contact edit mode. */
  thenEditContact: boolean;
}

export function reportActions(type: number): ReportActionLabels {
  switch (type) {
    case REVISION_TYPE.ReportedPad:
      return { accept: 'Accept & Edit', ignore: 'Ignore', thenEditContact: true };
    case REVISION_TYPE.ReportedReview:
    case REVISION_TYPE.ReportedUpload:
      return { accept: 'Remove', ignore: 'Ignore', thenEditContact: false };
    default:
      return { accept: 'Accept', ignore: 'Ignore', thenEditContact: false };
  }
}
