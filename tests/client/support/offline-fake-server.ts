import { Blob as NodeBlob } from 'node:buffer';
import { vi } from 'vitest';
import type { UserInfo } from '../../../src/domain/auth/auth';
import type { SyncOp, SyncResult } from '../../../src/domain/sync/sync';
import { useSession } from '../../../src/client/stores/session';
import { offlineDb } from '../../../src/client/offline/db';
import { forgetDeviceIdCache } from '../../../src/client/offline/device';
import type { PullPage } from '../../../src/client/offline/sync-pull';

/**
 * An in-memory warehouse server for the offline engine's tests, answering fetch like the real one:
 * POST /sync applies each op exactly once (a replay gets `duplicate` with the first outcome), in seq
 * order, rejecting ops whose dependency was rejected; GET /sync/pull answers queued pages; POST
 * /oneid/lease hands out consecutive blocks; POST /upload keeps pictures by content hash.
 */
export type Failure = 'network' | 'server' | 'unauthorized' | 'lostResponse';
type Outcome = { status: 'applied' | 'rejected'; result?: unknown; code?: number; reason?: string };

export class FakeSyncServer {
  readonly outcomes = new Map<string, Outcome>();
  /** How many times each op's action really ran: the exactly-once rule says never more than 1. */
  readonly effects = new Map<string, number>();
  readonly appliedOrder: string[] = [];
  readonly batches: SyncOp[][] = [];
  readonly uploads: string[] = [];
  readonly pullCursors: (string | undefined)[] = [];
  readonly pullWareIds: (string | null)[] = [];
  readonly leases: number[] = [];
  pullPages: PullPage[] = [];
  failures: Failure[] = [];
  /** While true every call fails as a refused connection (the server process is gone). */
  down = false;
  reverseResults = false;
  private nextOneId = 10_000_001;
  rejectWhen: (op: SyncOp) => { code: number; reason: string } | null = () => null;

  readonly fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://tablet.test');
    if (this.down) throw new TypeError('Failed to fetch');
    const failure = this.failures.shift();
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (failure === 'server') return envelope(500, 'Server error', null);
    if (failure === 'unauthorized') return envelope(401, 'Please log in again', null);
    const answer = await this.route(url, init);
    if (failure === 'lostResponse') throw new TypeError('Failed to fetch');
    return answer;
  });

  private async route(url: URL, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    switch (`${init.method ?? 'GET'} ${url.pathname}`) {
      case 'POST /api/warehouse/sync':
        return this.sync(JSON.parse(String(init.body)) as { deviceId: string; ops: SyncOp[] });
      case 'GET /api/warehouse/sync/pull':
        return this.pull(url.searchParams.get('cursor') ?? undefined, headers.get('wareId'));
      case 'POST /api/warehouse/oneid/lease':
        return this.lease(JSON.parse(String(init.body)) as { count: number });
      case 'POST /api/warehouse/upload':
        return this.upload(init.body as unknown as TestFormData);
      default:
        return envelope(404, `no route ${url.pathname}`, null);
    }
  }

  private apply(op: SyncOp): Outcome {
    if (op.dependsOn && this.outcomes.get(op.dependsOn)?.status === 'rejected') {
      return { status: 'rejected', code: 409, reason: `depends on rejected op ${op.dependsOn}` };
    }
    const photos = Array.isArray(op.payload.photos) ? (op.payload.photos as string[]) : [];
    const missing = photos.find((h) => !this.uploads.includes(h));
    if (missing) return { status: 'rejected', code: 404, reason: `photo ${missing} not uploaded` };
    const refusal = this.rejectWhen(op);
    if (refusal) return { status: 'rejected', ...refusal };
    this.effects.set(op.opId, (this.effects.get(op.opId) ?? 0) + 1);
    this.appliedOrder.push(op.opId);
    return { status: 'applied', result: { seq: op.seq } };
  }

  private sync(body: { deviceId: string; ops: SyncOp[] }): Response {
    this.batches.push(body.ops);
    if (body.ops.length > 500) return envelope(400, 'Invalid ops: too many', null);
    const results: SyncResult[] = [...body.ops]
      .sort((a, b) => a.seq - b.seq)
      .map((op) => {
        const known = this.outcomes.get(op.opId);
        if (known)
          return {
            opId: op.opId,
            seq: op.seq,
            status: 'duplicate',
            original: known.status,
            result: known.result,
            code: known.code,
            reason: known.reason,
          };
        const outcome = this.apply(op);
        this.outcomes.set(op.opId, outcome);
        return { opId: op.opId, seq: op.seq, ...outcome };
      });
    if (this.reverseResults) results.reverse();
    return envelope(200, 'success', { results, serverTime: new Date().toISOString() });
  }

  private pull(cursor: string | undefined, wareId: string | null): Response {
    this.pullCursors.push(cursor);
    this.pullWareIds.push(wareId);
    const page = this.pullPages.shift() ?? emptyPage(cursor ?? 'c0');
    return envelope(200, 'success', page);
  }

  private lease(body: { count: number }): Response {
    const start = this.nextOneId;
    this.nextOneId += body.count;
    this.leases.push(body.count);
    return envelope(200, 'success', {
      start: String(start),
      end: String(start + body.count - 1),
      count: body.count,
      leasedAt: new Date().toISOString(),
    });
  }

  private async upload(form: TestFormData): Promise<Response> {
    const file = form.get('file') as Blob;
    const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
    const hash = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    this.uploads.push(hash);
    return envelope(200, 'success', `/api/warehouse/files/${hash}`);
  }
}

export function emptyPage(next: string): PullPage {
  return {
    forecasts: [],
    shelves: [],
    skus: [],
    items: [],
    next,
    more: false,
    serverTime: new Date().toISOString(),
  };
}

function envelope(code: number, msg: string, data: unknown): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status: code,
    headers: { 'content-type': 'application/json' },
  });
}

/** jsdom's FormData only takes jsdom's Blob; the tests store Node's (IndexedDB clones it) and send this. */
export class TestFormData {
  private readonly entries = new Map<string, unknown>();
  append(name: string, value: unknown) {
    this.entries.set(name, value);
  }
  get(name: string) {
    return this.entries.get(name);
  }
}

export const TEST_USER_ID = 7;
export const TEST_WARE_ID = 3;

export function logIn(userId = TEST_USER_ID, wareId = TEST_WARE_ID): void {
  useSession.setState({
    token: `token-${userId}`,
    tokenExpiresAt: null,
    storedUserType: 'warehouse',
    userInfo: { id: userId } as UserInfo,
  });
  useSession.getState().selectWarehouse(wareId);
}

/** A fresh database, session and fake server for each test. */
export async function freshTablet(): Promise<FakeSyncServer> {
  await Promise.all(offlineDb.tables.map((t) => t.clear()));
  localStorage.clear();
  forgetDeviceIdCache();
  vi.stubGlobal('Blob', NodeBlob);
  vi.stubGlobal('FormData', TestFormData);
  const server = new FakeSyncServer();
  vi.stubGlobal('fetch', server.fetch);
  logIn();
  return server;
}
