import { roleLabel } from '@pads/shared';

/** Roles 0 Undefined, 1 Admin, 2 Pilot, 3 Owner, labelled as the list shows them. */
export const ROLE_OPTIONS = [0, 1, 2, 3].map((value) => ({ value, label: roleLabel(value) }));
