// spec part 3 §4: removing a contact on one side marks the same contact removed on the other side;
// deleting one that is already removed is local only (it comes back on that side alone).
import type { MergeContact, MergeSides, Side } from './mergeTypes';

const other = (side: Side): Side => (side === 'prev' ? 'next' : 'prev');

const sameContact = (a: MergeContact, b: MergeContact) =>
  a.id != null && b.id != null
    ? a.id === b.id
    : a.contact_type_id === b.contact_type_id &&
      (a.email ?? '') === (b.email ?? '') &&
      (a.name ?? '') === (b.name ?? '') &&
      (a.phone ?? '') === (b.phone ?? '');

/** `index` is the contact's position in that side's `contacts`. */
export function removeContact(sides: MergeSides, side: Side, index: number): MergeSides {
  const target = sides[side].contacts[index];
  if (!target) return sides;
  const toggle = (contacts: MergeContact[], match: (c: MergeContact, i: number) => boolean, removed: boolean) =>
    contacts.map((c, i) => (match(c, i) ? { ...c, removed } : c));
  const here = { ...sides[side], contacts: toggle(sides[side].contacts, (_c, i) => i === index, !target.removed) };
  if (target.removed) return { ...sides, [side]: here };
  const there = sides[other(side)];
  return {
    ...sides,
    [side]: here,
    [other(side)]: { ...there, contacts: toggle(there.contacts, (c) => sameContact(c, target), true) },
  };
}
