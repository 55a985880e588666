/** Too soon for another code: the client waits `seconds`. */
export class TooSoonError extends Error {
  constructor(readonly seconds: number) {
    super(`Wait ${seconds} seconds before asking for another code.`);
  }
}
