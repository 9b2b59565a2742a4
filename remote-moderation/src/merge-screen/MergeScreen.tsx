// The three-column merge screen (spec part 3 §2–§5), one component for both modes: revision mode (the pad
// now against a suggested update: Reject revision / Accept & Moderate) and duplicate mode (original
// against duplicate: Save changes / Mark as NOT duplicate). Beyond the spec: 'Show only differing rows',
// take-all buttons and keyboard shortcuts (ShortcutHelp.tsx).
import { App, Button, Popconfirm, Radio, Space, Switch, Tag, Typography } from 'antd';
import {
  errorMessage,
  padMergeSchema,
  serverFieldErrors,
  useStartupData,
  validateWith,
  type LatLng,
} from '@pads/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { reverseGeocode } from './api/geocode';
import { isLatitude, isLongitude } from './dms';
import { MergedEditor } from './MergedEditor';
import { MergeMaps } from './MergeMaps';
import { mergePayload, type MergePayload } from './mergePayload';
import { MERGE_ROWS, rowKeyOfError, visibleRows, type MergeRowDef } from './mergeRows';
import type { MergeContact, MergeMode, MergePad, MergeSides, MergeUpload, Side } from './mergeTypes';
import { MergeValue } from './MergeValue';
import { ShortcutHelp } from './ShortcutHelp';
import { useMergeState } from './useMergeState';
import './merge.css';

const TITLES: Record<MergeMode, [string, string]> = {
  revision: ['Current', 'Suggested'],
  duplicate: ['Original', 'Duplicate'],
};
const GEOCODE_DELAY_MS = 600;

export interface MergeScreenProps {
  mode: MergeMode;
  sides: MergeSides;
  /** Who submitted each side (the Submitter row). */
  /** Sends the merged pad; a rejection is shown on the rows (422) or as a 'Warning'. */
  onSubmit: (payload: MergePayload) => Promise<unknown>;
  onReject?: () => void;
  onNotDuplicate?: () => void;
  busy?: boolean;
}

type RowErrors = Record<string, string[]>;

function columnBadges(pad: MergePad) {
  return (
    <>
      {pad.is_owned && <Tag color="blue">Owned</Tag>}
      {pad.deleted_at && <Tag color="red">Archived</Tag>}
      {pad.survey_id ? <Tag color="green">Survey</Tag> : null}
    </>
  );
}

const isTyping = (target: EventTarget) => {
  const el = target as HTMLElement;
  if (el.isContentEditable || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  if (el.tagName === 'INPUT') return !['radio', 'checkbox'].includes((el as HTMLInputElement).type);
  return el.getAttribute?.('role') === 'combobox';
};

export function MergeScreen({ mode, sides: initial, onSubmit, onReject, onNotDuplicate, busy }: MergeScreenProps) {
  const { notification, modal } = App.useApp();
  const lookups = useStartupData();
  const tieBreak: Side = mode === 'revision' ? 'next' : 'prev';
  const state = useMergeState(initial, tieBreak);
  const { sides, choices, merged, defaults } = state;
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const [errors, setErrors] = useState<RowErrors>({});
  const [active, setActive] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const [focus, setFocus] = useState<LatLng | null>(null);
  const geocodeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [left, right] = TITLES[mode];

  const rows = useMemo(
    () => visibleRows(merged, mode).filter((row) => !onlyDiffering || defaults[row.key]?.conflict),
    [merged, mode, onlyDiffering, defaults],
  );
  const pickable = useMemo(() => rows.filter((row) => row.rule), [rows]);
  const footerIndex = pickable.length;

  useEffect(() => () => clearTimeout(geocodeTimer.current), []);

  const geocode = useCallback(
    (at: LatLng) => {
      clearTimeout(geocodeTimer.current);
      geocodeTimer.current = setTimeout(async () => {
        const place = await reverseGeocode(at.lat, at.lng).catch(() => null);
        if (!place) return;
        state.editPad(
          (pad) => ({
            ...pad,
            location: {
              ...pad.location,
              name: place.address,
              region: place.region,
              country: place.country,
              country_code: place.country_code,
              county: place.county,
            },
          }),
          ['location#name', 'location#region'],
        );
      }, GEOCODE_DELAY_MS);
    },
    [state],
  );

  const place = (at: LatLng) => {
    state.editPad(
      (pad) => ({ ...pad, location: { ...pad.location, latitude: at.lat, longitude: at.lng } }),
      ['location#latitude', 'location#longitude'],
    );
    geocode(at);
  };

  const typeCoordinate = (key: 'latitude' | 'longitude', value: number | null) => {
    const at = { ...merged.location, [key]: value ?? Number.NaN };
    state.editPad(
      (pad) => ({ ...pad, location: { ...pad.location, [key]: value ?? Number.NaN } }),
      [`location#${key}`],
    );
    // Out-of-range typing leaves the map where it is.
    if (isLatitude(at.latitude) && isLongitude(at.longitude)) {
      setFocus({ lat: at.latitude, lng: at.longitude });
      geocode({ lat: at.latitude, lng: at.longitude });
    }
  };

  const choose = (row: MergeRowDef, side: Side) => {
    state.choose(row, side);
    setErrors(({ [row.key]: _dropped, ...rest }) => rest);
    if (row.key === 'location#latitude' || row.key === 'location#longitude') {
      const value = row.get(sides[side]) as number;
      const at = { ...merged.location, [row.key === 'location#latitude' ? 'latitude' : 'longitude']: value };
      if (isLatitude(at.latitude) && isLongitude(at.longitude)) setFocus({ lat: at.latitude, lng: at.longitude });
    }
  };

  const showErrors = (fieldErrors: Record<string, string[]>) => {
    const byRow: RowErrors = {};
    for (const [key, messages] of Object.entries(fieldErrors)) {
      const rowKey = rowKeyOfError(key);
      const prefix = key === rowKey ? '' : `${key.slice(rowKey.length + 1)}: `;
      (byRow[rowKey] ??= []).push(...messages.map((m) => prefix + m));
    }
    setErrors(byRow);
    const label = (key: string) => MERGE_ROWS.find((row) => row.key === key)?.label ?? key;
    notification.error({
      title: 'Validation Error',
      description: (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {Object.entries(byRow).map(([key, messages]) => (
            <li key={key}>
              {label(key)}: {messages.join(', ')}
            </li>
          ))}
        </ul>
      ),
    });
    const first = MERGE_ROWS.find((row) => byRow[row.key]);
    if (first)
      document.getElementById(`merge-row-${first.key}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  const submit = async () => {
    const payload = mergePayload(merged, sides, {
      acceptSurvey: choices['accept_survey'] === 'next' && Boolean(sides.next.survey_id),
      uploadIds: mode === 'duplicate' ? uploadIds(merged) : [],
    });
    const checked = await validateWith(padMergeSchema, payload);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    try {
      await onSubmit(payload);
    } catch (error) {
      // Spec part 3 §8: the form errors go on their rows (and §5's 'Validation Error' lists them), and a
      // 'Warning' gives the server's message, whatever the refusal.
      const refused = serverFieldErrors(error);
      if (refused) showErrors(refused);
      notification.warning({ title: 'Warning', description: errorMessage(error) });
    }
  };

  const confirmSubmit = () =>
    modal.confirm({
      title: mode === 'revision' ? 'Accept & Moderate this revision?' : 'Save the merged pad?',
      okText: mode === 'revision' ? 'Accept & Moderate' : 'Save changes',
      onOk: submit,
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isTyping(event.target)) return;
    const row = pickable[active];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const next = Math.max(0, Math.min(footerIndex, active + (event.key === 'ArrowDown' ? 1 : -1)));
      setActive(next);
      const id = next === footerIndex ? 'merge-footer' : `merge-row-${pickable[next]!.key}`;
      document.getElementById(id)?.scrollIntoView?.({ block: 'nearest' });
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && row) {
      choose(row, event.key === 'ArrowLeft' ? 'prev' : 'next');
    } else if (event.key === 'Enter' && active === footerIndex) {
      confirmSubmit();
    } else if (event.key === '?') {
      setHelpOpen((open) => !open);
    } else return;
    event.preventDefault();
  };

  const strike = (side: Side) => (contact: MergeContact) =>
    state.strikeContact(side, sides[side].contacts.indexOf(contact));

  return (
    <div
      className="merge-screen"
      tabIndex={0}
      role="group"
      aria-label="Merge: ↑/↓ move between rows, ←/→ pick a side, ? for help"
      onKeyDown={onKeyDown}
      data-testid="merge-screen"
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Space size="small">
          <Switch checked={onlyDiffering} onChange={setOnlyDiffering} aria-labelledby="merge-differing-label" />
          <Typography.Text id="merge-differing-label">Show only differing rows</Typography.Text>
        </Space>
        <Button onClick={() => state.chooseAll('prev')}>Take all from {left}</Button>
        <Button onClick={() => state.chooseAll('next')}>Take all from {right}</Button>
        <ShortcutHelp open={helpOpen} onOpenChange={setHelpOpen} />
      </Space>
      <div className="merge-grid" role="table" aria-label="Merge">
        <div className="merge-head" role="row">
          <span role="columnheader">Field</span>
          <span role="columnheader">
            {left} {columnBadges(sides.prev)}
          </span>
          <span role="columnheader">Merged</span>
          <span role="columnheader">
            {right} {columnBadges(sides.next)}
          </span>
        </div>
        {rows.map((row) => {
          const index = pickable.indexOf(row);
          const chosen = choices[row.key];
          const conflict = defaults[row.key]?.conflict;
          const rowErrors = errors[row.key];
          const errorId = rowErrors ? `merge-error-${row.key}` : undefined;
          const side = (which: Side) => (
            <span role="cell" className="merge-side">
              {row.rule && (
                <Radio
                  checked={chosen === which}
                  onChange={() => choose(row, which)}
                  aria-label={`${row.label}: take ${which === 'prev' ? left : right}`}
                />
              )}
              <MergeValue
                row={row}
                value={row.get(sides[which])}
                lookups={lookups}
                onRemoveContact={row.kind === 'contacts' || row.kind === 'owners' ? strike(which) : undefined}
              />
            </span>
          );
          return (
            <div
              key={row.key}
              id={`merge-row-${row.key}`}
              role="row"
              className={`merge-row${index >= 0 && index === active ? ' merge-row-active' : ''}${rowErrors ? ' merge-row-error' : ''}`}
              data-conflict={conflict ? 'true' : 'false'}
              aria-current={index >= 0 && index === active ? 'true' : undefined}
              onClick={() => index >= 0 && setActive(index)}
            >
              <span role="rowheader" className="merge-label">
                <label htmlFor={`merged-${row.key}`}>{row.label}</label>
                {conflict && <span className="merge-conflict">differs</span>}
              </span>
              {side('prev')}
              <span role="cell" className="merge-merged">
                <MergedEditor
                  id={`merged-${row.key}`}
                  row={row}
                  merged={merged}
                  lookups={lookups}
                  onChange={(value) => {
                    state.edit(row, value);
                    setErrors(({ [row.key]: _dropped, ...rest }) => rest);
                  }}
                  onCoordinate={typeCoordinate}
                  candidates={
                    row.kind === 'photos'
                      ? [...(row.get(sides.prev) as MergeUpload[]), ...(row.get(sides.next) as MergeUpload[])]
                      : undefined
                  }
                  invalid={Boolean(rowErrors)}
                  describedBy={errorId}
                />
                {row.hints?.map((hint) => (
                  <Typography.Text key={hint} type="secondary" className="merge-hint">
                    {hint}
                  </Typography.Text>
                ))}
                {rowErrors && (
                  <Typography.Text id={errorId} type="danger" className="merge-error">
                    {rowErrors.join(' ')}
                  </Typography.Text>
                )}
              </span>
              {side('next')}
            </div>
          );
        })}
      </div>
      <MergeMaps prev={sides.prev} next={sides.next} merged={merged} focus={focus} onPlace={place} />
      <div
        id="merge-footer"
        className={`merge-footer${active === footerIndex ? ' merge-row-active' : ''}`}
        style={{ marginTop: 16 }}
      >
        <Space>
          {mode === 'revision' ? (
            <>
              <Popconfirm title="Reject this revision?" okText="Reject" onConfirm={onReject}>
                {/* `|| undefined`: an explicit false would win over a read-only screen's disabled (ReadOnlyArea). */}
                <Button danger disabled={busy || undefined}>
                  Reject revision
                </Button>
              </Popconfirm>
              <Button type="primary" loading={busy} onClick={submit}>
                Accept &amp; Moderate
              </Button>
            </>
          ) : (
            <>
              <Button onClick={onNotDuplicate} disabled={busy || undefined}>
                Mark as NOT duplicate
              </Button>
              <Button type="primary" loading={busy} onClick={confirmSubmit}>
                Save changes
              </Button>
            </>
          )}
        </Space>
      </div>
    </div>
  );
}

const uploadIds = (pad: MergePad) =>
  [...(pad.uploads?.admin ?? []), ...(pad.uploads?.owner ?? []), ...(pad.uploads?.pilot ?? [])].map((u) => u.id);
