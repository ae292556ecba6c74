// Plain data, no zod and no store: also read by the shell's entry before anything else has loaded.

/** admin_users.role, lowest to highest: moderator (level 1), admin (2), super_admin (3). */
export const STAFF_ROLES = ['moderator', 'admin', 'super_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LEVELS: Readonly<Record<StaffRole, number>> = {
  moderator: 1,
  admin: 2,
  super_admin: 3,
};

/** The role as every page names it (the overview's greeting, the staff list, the role picker). */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  moderator: 'Moderator',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when `role` is at least `minimum` (an unknown or missing role never is). */
export function hasStaffLevel(role: string | null | undefined, minimum: StaffRole): boolean {
  const level = STAFF_ROLE_LEVELS[role as StaffRole] ?? 0;
  return level >= STAFF_ROLE_LEVELS[minimum];
}
