// The '?' popover listing the merge screen's keyboard shortcuts.
import { Button, Popover } from 'antd';

export const SHORTCUTS: [string, string][] = [
  ['↑ / ↓', 'Move between rows (below the last row: the footer)'],
  ['← / →', 'Take the row from Current / Suggested'],
  ['Enter', 'On the footer: Accept & Moderate (asks first)'],
  ['N', 'Next pending update nobody else is reviewing (revision mode)'],
  ['?', 'Show or hide this help'],
];

export function ShortcutHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      title="Keyboard shortcuts"
      content={
        <dl className="merge-shortcuts" style={{ margin: 0 }}>
          {SHORTCUTS.map(([keys, what]) => (
            <div key={keys} style={{ display: 'flex', gap: 12 }}>
              <dt style={{ minWidth: 60, fontWeight: 600 }}>{keys}</dt>
              <dd style={{ margin: 0 }}>{what}</dd>
            </div>
          ))}
        </dl>
      }
    >
      <Button aria-label="Keyboard shortcuts">?</Button>
    </Popover>
  );
}
