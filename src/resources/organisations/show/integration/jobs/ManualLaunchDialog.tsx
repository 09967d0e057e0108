/** Placeholder with the agreed props: the "launches" branch brings the manual launch dialog (issue 31); the merge takes theirs. */
export function ManualLaunchDialog(_props: { organisationId: number; jobName: string; open: boolean; onClose: () => void }) {
  return null;
}
