import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../../dataProviders';

/** The query keys of the jobs table; a started or finished job refreshes the runs. */
export const integrationJobRunsKey = (organisationId: number) => ['organisations', organisationId, 'integration_jobs'];

/** The organisation's latest runs (execution dates, each run's result). */
export function useIntegrationJobRuns(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: integrationJobRunsKey(organisationId), queryFn: ({ signal }) => dataProvider.integrationJobRuns(organisationId, signal), retry: false });
}

/** Spec 3 §7: the HRIS integration keys (a failure is its own toast, §8). */
export function useHrisKeys(organisationId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const query = useQuery({ queryKey: ['hris_integration_keys', organisationId], queryFn: ({ signal }) => dataProvider.hrisIntegrationKeys(organisationId, signal), retry: false });
  useEffect(() => {
    if (query.error) notify('integration_jobs.errors.hris_keys', { type: 'error' });
  }, [query.error, notify]);
  return query;
}
