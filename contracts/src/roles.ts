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
