/** Every failed API call surfaces as this, carrying the server's `message` for the UI. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got an answer. */
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** 4xx means the request itself is wrong: retrying cannot help (except timeouts and rate limits). */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

export const API_CALL_FAILED = 'API call failed';
export const NETWORK_ERROR = 'Network error';
