/** The body of every API answer: `{ code, msg, data }` (ARCHITECTURE.md section 3). */
export type Envelope<T> = { code: number; msg: string; data: T };

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, data };
}
