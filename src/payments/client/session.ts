import * as s from '../../core/schema';
import { PAYMENT_SESSION_LIFETIME_MS } from '../../core/timings';

/**
 * The browser session of the shared utility library the provider's components are built on
 * (belter's `getStorage`): a random id kept in local storage with the time it started, which holds
 * for 20 minutes from that start (not from the last use) and is then replaced. Tabs of the same
 * site share it through storage; where storage throws, the session lives in memory for this page.
 */
export const SESSION_STORAGE_KEY = '__storefront_payments_session__';

export interface BrowserSession {
  /** The current session's id: the stored one while it is fresh, a new one once it is older than 20 minutes. */
  id(): string;
  /** When the current session started (epoch ms). */
  startedAt(): number;
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem'>;
interface SessionRecord {
  guid: string;
  created: number;
}

const sessionRecord = s.object({
  guid: s.refine(s.string(), (guid) => guid.length > 0, 'must not be empty'),
  created: s.number(),
});

/** 128 random bits as hex: `getRandomValues` works on plain-http pages, where `randomUUID` does not exist. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function defaultStorage(): SessionStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function readRecord(raw: string | null): SessionRecord | null {
  if (!raw) return null;
  try {
    const parsed = s.safeParse(sessionRecord, JSON.parse(raw));
    return parsed.ok ? parsed.value : null;
  } catch {
    return null;
  }
}

export function browserSession(storage: SessionStorage | undefined = defaultStorage(), now: () => number = Date.now): BrowserSession {
  let persistent = storage !== undefined;
  let inMemory: SessionRecord | null = null;

  function stored(): SessionRecord | null {
    if (persistent) {
      try {
        return readRecord(storage!.getItem(SESSION_STORAGE_KEY));
      } catch {
        persistent = false;
      }
    }
    return inMemory;
  }

  function keep(record: SessionRecord): void {
    inMemory = record;
    if (!persistent) return;
    try {
      storage!.setItem(SESSION_STORAGE_KEY, JSON.stringify(record));
    } catch {
      // Quota or access revoked mid-page: the session goes on in memory.
      persistent = false;
    }
  }

  function current(): SessionRecord {
    const at = now();
    const record = stored();
    if (record && at - record.created <= PAYMENT_SESSION_LIFETIME_MS) return record;
    const fresh = { guid: randomId(), created: at };
    keep(fresh);
    return fresh;
  }

  return {
    id: () => current().guid,
    startedAt: () => current().created,
  };
}
