/** The header the admin API's token travels in (its own module: the CLI imports it without the server). */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';
