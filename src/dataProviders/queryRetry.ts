/** For useQuery's retry: a client error (4xx) is final; a network or server failure is tried once more. */
export function retryServerErrorsOnce(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return failureCount < 1 && !(typeof status === 'number' && status >= 400 && status < 500);
}
