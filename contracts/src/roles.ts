export enum Role {
  Undefined = 0,
  Admin = 1,
  Pilot = 2,
  Owner = 3,
}

const ROLE_LABELS: Record<number, string> = {
  [Role.Admin]: 'Admin',
  [Role.Pilot]: 'Pilot',
  [Role.Owner]: 'Owner',
};

export function roleLabel(role: number | null | undefined): string {
  return (role != null && ROLE_LABELS[role]) || 'Undefined';
}

/** Every role, 'Undefined' included, as filter options (value = role id). */
export const ROLE_OPTIONS: { value: number; label: string }[] = [
  Role.Admin,
  Role.Pilot,
  Role.Owner,
  Role.Undefined,
].map((value) => ({ value, label: roleLabel(value) }));
