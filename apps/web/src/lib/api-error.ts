/** Codes for failures that never reached (or never came back from) the API. */
export type TransportErrorCode =
  'NETWORK_ERROR' | 'TIMEOUT' | 'INVALID_RESPONSE' | `HTTP_${number}`;

export interface ApiErrorInit {
  message: string;
  code: string;
  status: number;
  details?: unknown;
}

/** The one error type every API call rejects with (message, code, details). */
export class ApiError extends Error {
  readonly code: string;
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  readonly details: unknown;

  constructor({ message, code, status, details }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
