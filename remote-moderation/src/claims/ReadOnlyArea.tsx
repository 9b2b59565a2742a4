// A merge screen while another admin holds its item: every control disabled (antd's own disabled state, so it reads
// as disabled to assistive technology too), the keys that would pick or submit held back, the maps not clickable.
// Reading and moving between rows (↑/↓, ?) still work.
import { ConfigProvider } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import './claims.css';

const EDITING_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'Enter', ' ']);

/**
 * The screen is there to be read: its disabled values keep the contrast of ordinary text (4.5:1, axe
 * color-contrast), not antd's faint disabled grey, which is meant for controls nobody needs to read.
 */
const LEGIBLE = { token: { colorTextDisabled: 'rgba(0, 0, 0, 0.7)' } };

export function ReadOnlyArea({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const hold = (event: KeyboardEvent) => {
    if (EDITING_KEYS.has(event.key)) {
      event.stopPropagation();
      event.preventDefault();
    }
  };
  return (
    <ConfigProvider componentDisabled={readOnly} theme={readOnly ? LEGIBLE : undefined}>
      <div className={readOnly ? 'claim-read-only' : undefined} onKeyDownCapture={readOnly ? hold : undefined}>
        {children}
      </div>
    </ConfigProvider>
  );
}
