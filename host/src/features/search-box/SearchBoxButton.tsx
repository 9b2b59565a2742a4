// The header's search button (issue 36): opens the search box on a click, on Ctrl+K / ⌘K anywhere, and on '/'
// outside a text field. The box itself (and the remotes' providers) load only when it first opens.
import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

const SearchDialog = lazy(() => import('./SearchDialog'));

/** A field the '/' key types into, where it must not open the box. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl+K or ⌘K anywhere; '/' alone outside a text field. */
export function opensSearch(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextEntry(event.target);
}

const onMac = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export function SearchBoxButton() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (and kept, so a second opening is instant); its content resets on closing.
  const [used, setUsed] = useState(false);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!opensSearch(event)) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  return (
    <>
      <Button
        icon={<SearchOutlined />}
        onClick={show}
        aria-keyshortcuts="Control+K Meta+K /"
        data-testid="search-button"
        style={{ minWidth: 160, justifyContent: 'flex-start' }}
      >
        Search
        <kbd style={{ marginInlineStart: 'auto', fontFamily: 'inherit', fontSize: 12 }}>
          {onMac() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
