// The search box (issue 36): a query field and, under it, the areas' results grouped by area (or, before typing, the
// last results opened). Keyboard: arrows move through the results, Enter opens one, Esc closes. The field is a
// combobox whose active option is announced (aria-activedescendant); each area's state is summed up in a status
// line for screen readers. Loaded when the box first opens (the header's button bundles only itself).
import { SearchOutlined } from '@ant-design/icons';
import { useCurrentUser, useSearchProviders, type SearchResult } from '@pads/shared';
import { Input, Modal, Tag, Typography, theme, type InputRef } from 'antd';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useRemoteDirectory } from '../../remotes/useRemoteDirectory';
import { readRecent, rememberOpened } from './recentResults';
import { searchGroups, type SearchGroup } from './searchGroups';
import { useSearchSources } from './searchModules';
import { useAreaSearch, useDebouncedQuery } from './useAreaSearch';
import { VISUALLY_HIDDEN } from '../../shell/visuallyHidden';

export const RECENT_AREA = 'recent';

interface Option {
  id: string;
  area: string;
  result: SearchResult;
}

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The status line: how many results each area gave, or why none. */
function summary(groups: SearchGroup[], recent: boolean): string {
  if (recent) return groups[0]?.results.length ? `${groups[0].results.length} recently opened` : '';
  return groups
    .map((g) => `${g.label}: ${g.busy ? 'searching' : g.results.length ? `${g.results.length} found` : g.note}`)
    .join('. ');
}

/** The box's content: its state (the query, the areas' requests) lives while the box is open. */
function SearchPanel({ onClose, inputRef }: { onClose: () => void; inputRef: RefObject<InputRef | null> }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const ids = useId();
  const [text, setText] = useState('');
  const query = useDebouncedQuery(text);
  const directory = useRemoteDirectory().data;
  const sources = useSearchSources(directory);
  // A remote never seen in this browser and down now: the host does not know its areas, only that it is missing.
  const unreachable = (directory?.unavailable ?? []).map(({ name }) => name);
  const providers = useSearchProviders();
  const outcomes = useAreaSearch(providers, query);
  const [recent, setRecent] = useState(() => readRecent(user?.id));

  const showRecent = !query && !text.trim();
  const groups: (SearchGroup & { recent?: boolean })[] = useMemo(
    () =>
      showRecent
        ? recent.length
          ? [{ area: RECENT_AREA, label: 'Recently opened', results: recent, recent: true }]
          : []
        : query
          ? searchGroups({ sources, providers, outcomes, query })
          : [],
    [showRecent, recent, query, sources, providers, outcomes],
  );
  const options: Option[] = groups.flatMap((group) =>
    group.results.map((result, index) => ({
      id: `${ids}-${group.area}-${index}`,
      area: group.recent ? (recent[index]?.area ?? group.area) : group.area,
      result,
    })),
  );
  // The active option is kept by what it is, so an area answering later (above or below) does not move it; when it
  // is gone, the first option is active.
  const [activeKey, setActiveKey] = useState('');
  const keyOf = (option: Option) => `${option.area}:${option.result.key}`;
  const found = options.findIndex((option) => keyOf(option) === activeKey);
  const active = found < 0 ? 0 : found;
  const setActive = (index: number) => setActiveKey(options[index] ? keyOf(options[index]) : '');
  const activeId = options[active]?.id;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openResult = (option: Option) => {
    setRecent(rememberOpened(user?.id, option.area, option.result));
    onClose();
    navigate(option.result.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((active + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) openResult(option);
    }
  };

  const listId = `${ids}-results`;
  let optionIndex = 0;
  return (
    <div data-testid="search-dialog">
      <Input
        ref={inputRef}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Pads, users, revisions by name, e-mail, id or code; or paste a coordinate"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label="Search pads, users and revisions"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        data-testid="search-input"
      />
      <div role="status" style={VISUALLY_HIDDEN}>
        {summary(groups, showRecent)}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label="Search results"
        style={{ maxHeight: '60vh', overflowY: 'auto', marginTop: 12 }}
      >
        {groups.map((group) => {
          const headingId = `${ids}-${group.area}-heading`;
          return (
            <div
              key={group.area}
              role="group"
              aria-labelledby={headingId}
              data-testid={`search-group-${group.area}`}
              style={{ marginBottom: 12 }}
            >
              <div
                id={headingId}
                role="presentation"
                style={{ fontWeight: 600, color: token.colorTextSecondary, padding: '4px 8px' }}
              >
                {group.label}
              </div>
              {(group.busy || group.note) && (
                <div
                  role="presentation"
                  data-testid="search-group-note"
                  style={{ color: token.colorTextSecondary, padding: '2px 8px' }}
                >
                  {group.busy ? 'Searching…' : group.note}
                </div>
              )}
              {group.results.map((result) => {
                const index = optionIndex++;
                const option = options[index]!;
                const selected = index === active;
                return (
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={selected}
                    data-testid="search-option"
                    onMouseEnter={() => setActive(index)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => openResult(option)}
                    style={{
                      padding: '6px 8px',
                      borderRadius: token.borderRadius,
                      cursor: 'pointer',
                      background: selected ? token.controlItemBgActive : undefined,
                    }}
                  >
                    <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
                      <Tag style={{ marginInlineEnd: 0 }}>{result.kind}</Tag>
                      <Typography.Text strong>{result.title}</Typography.Text>
                      {result.tags?.map((tag) => (
                        <Tag key={tag} style={{ marginInlineEnd: 0 }}>
                          {tag}
                        </Tag>
                      ))}
                    </div>
                    {(result.context || result.details.length > 0) && (
                      <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginTop: 2 }}>
                        {[result.context, ...result.details].filter(Boolean).join(' · ')}
                      </div>
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      {query && unreachable.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Not searched (could not be reached): {unreachable.join(', ')}
        </Typography.Paragraph>
      )}
      {!query && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Type 3 characters, an id or a code, or paste a coordinate (52.127, 0.956 or 52°07′37″N 0°57′22″E).
        </Typography.Paragraph>
      )}
    </div>
  );
}

export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const inputRef = useRef<InputRef>(null);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      // The dialog focuses itself once open unless the focus is already inside it: the field takes it back.
      afterOpenChange={(visible) => visible && inputRef.current?.focus()}
      footer={null}
      title="Search"
      width={680}
      destroyOnHidden
      styles={{ body: { paddingTop: 8 } }}
    >
      <SearchPanel onClose={onClose} inputRef={inputRef} />
    </Modal>
  );
}
