/** Group classes (docs/decisions/025): the timetable by range, the types, one class's roster. */
export const classKeys = {
  all: ['classes'] as const,
  range: (from: string, to: string) => ['classes', 'range', from, to] as const,
  types: ['classes', 'types'] as const,
  roster: (id: number) => ['classes', 'roster', id] as const,
};
