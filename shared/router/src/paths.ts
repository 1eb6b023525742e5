// Every screen of the app, in one place: its route pattern and a typed href. Paths are relative to the app's
// basename (/app). A link from one area to another's screen works because every area routes over the one
// shared history and the shell mounts whichever area owns the path, so no area spells another's path by hand.

/** The names of a pattern's `:params`: `goals/edit/:id` -> 'id'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string's values; an undefined value is left out. */
export type Query = Readonly<Record<string, string | number | undefined>>;

type HrefArgs<P extends string, Q extends Query> = [ParamNames<P>] extends [never]
  ? [query?: Q]
  : [params: Readonly<Record<ParamNames<P>, string | number>>, query?: Q];

export interface Screen<P extends string, Q extends Query> {
  /** The pattern under /app, with a leading slash: what `matchPath` takes. */
  readonly path: `/${P}`;
  /** The same pattern as a `<Route path>` of an area's `<Routes>` takes it, without the slash. */
  readonly route: P;
  /** The screen's address under /app: params filled in (URL-encoded) and the query appended. */
  getHref(...args: HrefArgs<P, Q>): string;
}

/** Fills a pattern's params and appends a query; exported for the registry's tests. */
export function hrefOf(
  pattern: string,
  params: Readonly<Record<string, string | number>> = {},
  query: Query = {},
) {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return `/${path}${text ? `?${text}` : ''}`;
}

function screen<const P extends string, Q extends Query = Record<never, never>>(route: P): Screen<P, Q> {
  const hasParams = route.includes(':');
  return {
    path: `/${route}`,
    route,
    getHref: (...args: unknown[]) =>
      hasParams
        ? hrefOf(route, args[0] as Record<string, string | number>, args[1] as Query | undefined)
        : hrefOf(route, {}, args[0] as Query | undefined),
  };
}

/** A screen whose query the callers fill: `query<{ tab?: '1' | '2' }>()('budgets/new')`. */
const query =
  <Q extends Query>() =>
  <const P extends string>(route: P): Screen<P, Q> =>
    screen<P, Q>(route);

/** The entry form's tabs as a query names them. */
type EntryTabName = 'expenses' | 'incoming' | 'transfer' | 'debit' | 'saving';

export const paths = {
  auth: {
    login: screen('auth/login'),
    register: screen('auth/register'),
    recoveryPassword: screen('auth/recovery-password'),
    resetPassword: screen('auth/reset-password/:token'),
    confirm: screen('auth/confirm/:token'),
    /** The end of a provider's sign-in: the provider's code (and state) in the query. */
    token: query<{ code?: string; state?: string; provider?: string }>()('auth/token'),
    finalize: screen('auth/finalize'),
  },
  dashboard: screen('dashboard'),
  entries: {
    /** The add-entry form: `type` picks the tab; `show=payee` when it comes from the payees. */
    add: query<{ type?: EntryTabName; show?: 'payee' }>()('entry'),
    edit: screen('entry/:id'),
    /** A saving for a goal: a deposit, or a withdrawal with `goal_type=withdrawal`. */
    goal: query<{ goal_type?: 'withdrawal' }>()('entry/goal/:goalId'),
    /** The list; its filters are the query (filter_wallet, filter_payee, filter_planned...). */
    list: query<Query>()('entries'),
    search: screen('search'),
    payees: screen('payee'),
    import: screen('import'),
    /** A model opened from the list: the settings' model form edits it. */
    model: screen('model/:id'),
  },
  planned: {
    list: screen('planned-entries'),
    /** `planned=true` is what the list's Add link has always sent; the form ignores it. */
    add: query<{ type?: EntryTabName; planned?: 'true' }>()('planned_entry'),
    edit: screen('planned_entry/:id'),
  },
  stats: {
    summary: screen('stats'),
    graph: screen('stats/graph/:type'),
    search: screen('stats/search'),
    /** One side of the ledger by sub-category, for a range (`start`, `end`: yyyy-mm-dd). */
    seeAll: query<{ start?: string; end?: string }>()('see_all/:type'),
  },
  budgets: {
    list: screen('budgets'),
    /** `tab` 2 is the settings form (a new budget opens on it). */
    new: query<{ tab?: '1' | '2' }>()('budgets/new'),
    /** `tab` 1 lists the budget's entries, 2 is its settings form. */
    edit: query<{ tab?: '1' | '2' }>()('budgets/edit/:id'),
  },
  goals: {
    list: screen('goals'),
    new: screen('goals/new'),
    edit: screen('goals/edit/:id'),
    details: screen('goals/details/:id'),
  },
  settings: {
    hub: screen('settings'),
    workspaces: screen('settings/workspace'),
    workspaceAdd: screen('settings/workspace/add'),
    workspaceEdit: screen('settings/workspace/edit/:id'),
    /** Who changed what in the workspace (owners and editors). */
    workspaceActivity: screen('settings/workspace/activity/:id'),
    wallets: screen('settings/wallet'),
    categories: screen('settings/category'),
    categoryAdd: screen('settings/category/edit'),
    categoryEdit: screen('settings/category/edit/:categoryId/:subId'),
    labels: screen('settings/label'),
    labelEdit: screen('settings/label/edit/:id'),
    currencies: screen('settings/currency'),
    currencyAdd: screen('settings/currency/add'),
    models: screen('settings/model'),
    /** `showDetails=true` opens the form's details section. */
    modelAdd: query<{ showDetails?: 'true' }>()('settings/model/add'),
    modelEdit: screen('settings/model/edit/:id'),
    profile: screen('settings/profile'),
    preferences: screen('settings/preferences'),
    notifications: screen('settings/notifications'),
    /** Two-factor sign-in, passkeys and the devices where the person is signed in. */
    security: screen('settings/security'),
    aboutUs: screen('settings/about-us'),
    assistance: screen('settings/assistance'),
    /** The rules that file entries, in the order they run. */
    rules: screen('settings/rules'),
    /**
     * A new rule; `payee` and `category_id` start it as "payee is ... -> set category ..." (a row of an import,
     * a learned proposal).
     */
    ruleAdd: query<{ payee?: string; category_id?: number }>()('settings/rules/add'),
    ruleEdit: screen('settings/rules/edit/:id'),
  },
} as const;

/** Every screen of the registry, for checks over all of them. */
export function allScreens(): Screen<string, Query>[] {
  const found: Screen<string, Query>[] = [];
  const walk = (node: object) => {
    if ('route' in node && 'getHref' in node) found.push(node as Screen<string, Query>);
    else for (const child of Object.values(node)) walk(child as object);
  };
  walk(paths);
  return found;
}
