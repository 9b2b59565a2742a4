import { Typography } from 'antd';
import type { ListMeta } from '@pads/core';

export interface ShowingLineProps {
  meta?: ListMeta;
  'data-testid'?: string;
}

/** 'Showing from-to of total listings'; a capped total (a broad keyword) reads 'of 1000+ listings'. */
export function showingText(meta: ListMeta): string {
  if (!meta.total) return 'Showing 0 of 0 listings';
  return `Showing ${meta.from ?? 0}-${meta.to ?? 0} of ${meta.total}${meta.total_capped ? '+' : ''} listings`;
}

export function ShowingLine({ meta, 'data-testid': testId = 'list-showing' }: ShowingLineProps) {
  if (!meta) return null;
  return (
    <Typography.Text type="secondary" data-testid={testId}>
      {showingText(meta)}
    </Typography.Text>
  );
}
