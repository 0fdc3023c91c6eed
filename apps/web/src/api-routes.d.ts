declare module 'virtual:api-routes' {
  import type { API, ApiName } from '@copytrade/contracts/api-paths';
  import type { HttpMethod } from '@copytrade/contracts/endpoint';

  /** Where each call of the API table goes (build/api-routes-plugin.ts): its method and path, no schemas. */
  export const API_ROUTES: {
    readonly [N in ApiName]: {
      readonly method: HttpMethod;
      readonly path: (typeof API)[N]['path'];
      readonly operator: boolean;
    };
  };
  /** Write calls during which the web shows its loading spinner (spec 7, Request setup). */
  export const SPINNER_CALLS: readonly ApiName[];
}

declare module 'virtual:messages/*' {
  /** Some sections of one language's messages (build/messages-plugin.ts). */
  export const sections: Record<string, unknown>;
}
