/** A route's `schema.security` when it runs `app.authenticate`: the API description's bearer scheme. */
export const BEARER_AUTH = [{ bearerAuth: [] }];
