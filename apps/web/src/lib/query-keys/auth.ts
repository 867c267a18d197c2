export const roleCheckKey = (role: string, token: string | null | undefined) =>
  ['auth', 'role-check', role, token] as const;
