// spec part 3 §4: is_address_split is kept from whichever side the merged coordinates and address
// match; otherwise it is true.
import type { MergePad } from './mergeTypes';

const sameLocation = (a: MergePad['location'], b: MergePad['location']) =>
  a.latitude === b.latitude && a.longitude === b.longitude && (a.name ?? '') === (b.name ?? '');

export function isAddressSplit(merged: MergePad, prev: MergePad, next: MergePad): boolean {
  for (const side of [prev, next]) {
    if (sameLocation(merged.location, side.location)) return side.location.is_address_split ?? true;
  }
  return true;
}
