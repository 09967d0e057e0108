/**
 * Spec 1 §2.8: the map shows one marker per result. Past this many results one marker each is
 * unreadable, so nearby markers are grouped into clusters, and the map says so (issue 15: 17
 * results showed as 6 markers).
 */
export const MAP_CLUSTER_ABOVE = 300;

/** Whether the map groups its markers into clusters for this many results. */
export function clustersMarkers(results: number): boolean {
  return results > MAP_CLUSTER_ABOVE;
}
