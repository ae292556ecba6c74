// Tests only: a stand-in for the supabase-js client with the calls mfe-account makes. Auth methods
// are jest mocks; table queries record their chain and answer with what the test queued.

export interface QueryResult {
  data: unknown;
  error: { code?: string; message?: string } | null;
}

export interface RecordedQuery {
  table: string;
  operation: 'select' | 'update' | 'rpc';
  values?: unknown;
  calls: { method: string; args: unknown[] }[];
}

type Answer = QueryResult | ((query: RecordedQuery) => QueryResult);

export function createFakeSupabase() {
  const answers = new Map<string, Answer[]>();
  const queries: RecordedQuery[] = [];

  const answer = (query: RecordedQuery): QueryResult => {
    const queue = answers.get(`${query.table}.${query.operation}`) ?? [];
    const next = queue.length > 1 ? queue.shift() : queue[0];
    if (!next) return { data: [], error: null };
    return typeof next === 'function' ? next(query) : next;
  };

  const builder = (query: RecordedQuery) => {
    const chain: Record<string, unknown> = {};
    for (const method of ['select', 'or', 'order', 'range', 'in', 'eq', 'lte', 'maybeSingle']) {
      chain[method] = (...args: unknown[]) => {
        query.calls.push({ method, args });
        return chain;
      };
    }
    chain.then = (resolve: (value: QueryResult) => unknown, reject: (reason: unknown) => unknown) =>
      Promise.resolve()
        .then(() => answer(query))
        .then(resolve, reject);
    return chain;
  };

  const client = {
    auth: {
      signInWithPassword: jest.fn(),
      signUp: jest.fn(),
      resetPasswordForEmail: jest.fn(),
      resend: jest.fn(),
      updateUser: jest.fn(),
      signOut: jest.fn().mockResolvedValue({ error: null }),
      getSession: jest.fn().mockResolvedValue({ data: { session: null }, error: null }),
    },
    from: (table: string) => ({
      select: (...args: unknown[]) => {
        const query: RecordedQuery = { table, operation: 'select', calls: [] };
        queries.push(query);
        query.calls.push({ method: 'select', args });
        return builder(query);
      },
      update: (values: unknown) => {
        const query: RecordedQuery = { table, operation: 'update', values, calls: [] };
        queries.push(query);
        return builder(query);
      },
    }),
    /** An RPC call, recorded and answered as `<function>.rpc`. */
    rpc: (fn: string, values?: unknown) => {
      const query: RecordedQuery = { table: fn, operation: 'rpc', values, calls: [] };
      queries.push(query);
      return builder(query);
    },
  };

  return {
    client,
    queries,
    /** Queue answers for `table.operation`; the last one repeats. */
    answer(key: `${string}.${'select' | 'update' | 'rpc'}`, ...results: Answer[]) {
      answers.set(key, results);
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
