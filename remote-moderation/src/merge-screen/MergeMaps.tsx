// The three maps under the columns (spec part 3 §2): the sides read-only, the merged one with a pin
// that can be dragged or placed by a click. 300 px high, zoom 5 to 17, starting at 7.
import { PadMap, type LatLng } from '@pads/shared';
import { isLatitude, isLongitude } from './dms';
import type { MergePad } from './mergeTypes';

export const MERGE_MAP = { height: 300, minZoom: 5, zoom: 7, focusZoom: 17, mapType: 'hybrid' } as const;

const point = (pad: MergePad): LatLng | null =>
  isLatitude(pad.location.latitude) && isLongitude(pad.location.longitude)
    ? { lat: pad.location.latitude, lng: pad.location.longitude }
    : null;

function SideMap({ pad, label }: { pad: MergePad; label: string }) {
  const at = point(pad);
  return (
    <PadMap
      data-testid={`merge-map-${label}`}
      height={MERGE_MAP.height}
      minZoom={MERGE_MAP.minZoom}
      zoom={MERGE_MAP.zoom}
      mapType={MERGE_MAP.mapType}
      center={at ?? undefined}
      markers={
        at
          ? [{ id: pad.id ?? 0, name: pad.name, latitude: at.lat, longitude: at.lng, category_id: pad.category_id }]
          : []
      }
    />
  );
}

export interface MergeMapsProps {
  prev: MergePad;
  next: MergePad;
  merged: MergePad;
  /** Where the merged map moves to after a typed coordinate or a picked side. */
  focus: LatLng | null;
  onPlace: (at: LatLng) => void;
}

export function MergeMaps({ prev, next, merged, focus, onPlace }: MergeMapsProps) {
  // The first valid point the merged pad had: the map is created there; later moves go through `focus`.
  const start = point(merged) ?? point(prev) ?? undefined;
  return (
    <div className="merge-maps" style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 }}>
      <SideMap pad={prev} label="prev" />
      <PadMap
        data-testid="merge-map-merged"
        height={MERGE_MAP.height}
        minZoom={MERGE_MAP.minZoom}
        zoom={MERGE_MAP.zoom}
        mapType={MERGE_MAP.mapType}
        center={start}
        pin={point(merged)}
        onPinDragEnd={onPlace}
        onMapClick={onPlace}
        focus={focus ? { ...focus, zoom: MERGE_MAP.zoom } : null}
      />
      <SideMap pad={next} label="next" />
    </div>
  );
}
