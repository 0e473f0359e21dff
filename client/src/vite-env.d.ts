/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Fallbacks for keys missing from /config.json (see client/README.md). */
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_SECRET_KEY?: string;
  readonly VITE_BLOCK_DEVTOOLS?: string;
  readonly VITE_DOMAIN?: string;
  readonly VITE_OLD_DATA_URL?: string;
  readonly VITE_FREE_GAME_URL?: string;
  readonly VITE_TEST_BRIDGE?: string;
  readonly VITE_CASINO_RESULT_URL?: string;
  readonly VITE_VIRTUAL_GAMES_URL?: string;
  readonly VITE_SERVICE_WORKER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
