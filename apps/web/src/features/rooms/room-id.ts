/** The route's `:roomId` as a room id, or undefined when it is not one (a typo in the address). */
export function parseRoomId(param: string | undefined): number | undefined {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}
