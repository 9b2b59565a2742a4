import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** Placeholder screen titled after its route until the real screen lands. */
export function PageShell({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div data-testid="page-shell">
      <Typography.Title level={2}>{title}</Typography.Title>
      {children}
    </div>
  );
}
