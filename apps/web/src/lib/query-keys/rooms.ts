const rooms = ['rooms'] as const;

/** `GET /api/gymroom`: one list, read by the back office and the booking form alike. */
export const roomKeys = {
  all: rooms,
  list: ['rooms', 'list'] as const,
};
