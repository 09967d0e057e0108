/** Placeholder with the agreed props: the "launches" branch brings the annualisation dialog (issue 31); the merge takes theirs. */
export function AnnualisationDialog(_props: { organisationId: number; open: boolean; onClose: () => void }) {
  return null;
}
