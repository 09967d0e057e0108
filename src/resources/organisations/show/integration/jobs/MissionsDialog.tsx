/** Placeholder with the agreed props: the "launches" branch brings the missions dialog (issue 31); the merge takes theirs. */
export function MissionsDialog(_props: { organisationId: number; open: boolean; onClose: () => void }) {
  return null;
}
