const equipment = ['equipment'] as const;
const maintenance = ['maintenance'] as const;

export const equipmentKeys = {
  all: equipment,
  room: (roomId: number) => [...equipment, 'room', roomId] as const,
};

export const maintenanceKeys = {
  all: maintenance,
  page: (roomId: number | undefined, page: number) => [...maintenance, roomId, page] as const,
};
