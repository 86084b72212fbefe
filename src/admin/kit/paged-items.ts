/**
 * A cached page of a list with the saved item in place of the one with its id: a write's answer
 * shown at once, before the lists refetch.
 */
export function withItemReplaced<Item extends { id: number }>(updated: Item) {
  return <Page extends { items: Item[] }>(page: Page | undefined): Page | undefined =>
    page ? { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) } : page;
}
