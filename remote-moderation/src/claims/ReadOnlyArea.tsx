// A merge screen while another admin holds its item: every control disabled (antd's own disabled state, so it reads
// as disabled to assistive technology too), the keys that would pick or submit held back, the maps not clickable.
// Reading and moving between rows (↑/↓, ?) still work.
import { ConfigProvider } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import './claims.css';

const EDITING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Enter', ' ']);

export function ReadOnlyArea({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const hold = (event: KeyboardEvent) => {
    if (EDITING_KEYS.has(event.key)) {
      event.stopPropagation();
      event.preventDefault();
    }
  };
  return (
    <ConfigProvider componentDisabled={readOnly}>
      <div className={readOnly ? 'claim-read-only' : undefined} onKeyDownCapture={readOnly ? hold : undefined}>
        {children}
      </div>
    </ConfigProvider>
  );
}
