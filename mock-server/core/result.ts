/** What a domain operation returns: its outcome, or the reason it changed nothing. */
export type Result<T extends object = object> = ({ ok: true } & T) | { ok: false; error: string };

export const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });
