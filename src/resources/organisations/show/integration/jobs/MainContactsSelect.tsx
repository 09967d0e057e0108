/** Placeholder with the agreed props: the "launches" branch brings the main-contacts multi-select (issue 31); the merge takes theirs. */
export default function MainContactsSelect(_props: { organisationId: number; hrisKey: string }) {
  return null;
}
