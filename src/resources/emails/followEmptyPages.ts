/** How many empty pages in a row are followed before the viewer stops and leaves "next" to the user. */
export const MAX_EMPTY_PAGES_FOLLOWED = 10;

/**
 * Spec 2 §4: "if a page is empty but a next cursor exists, the next one is fetched automatically" (a range whose
 * first pages hold nothing the viewer may show): loads the page at `cursor`, then its next ones while they are empty,
 * MAX_EMPTY_PAGES_FOLLOWED at most.
 */
export async function loadFilledPage<P extends { data: readonly unknown[]; next: string | null }>(
  load: (cursor: string | null) => Promise<P>,
  cursor: string | null,
  maxFollowed = MAX_EMPTY_PAGES_FOLLOWED,
): Promise<P> {
  let page = await load(cursor);
  for (let followed = 0; page.data.length === 0 && page.next !== null && followed < maxFollowed; followed++) page = await load(page.next);
  return page;
}
