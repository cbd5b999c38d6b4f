/**
 * Room left beside an item scrolled into view, so the next one shows it is there; as wide as the strip's edge fade
 * (styles.css `scroll-fade-x`), so the item itself is never faded.
 */
const REVEAL_MARGIN_PX = 32;

/**
 * Scrolls `list` sideways, and only it (not the page, as `scrollIntoView` would), until `item` is wholly in view: the
 * chosen tab of a tab strip that scrolls inside itself on a narrow screen.
 */
export function revealSideways(item: HTMLElement, list: HTMLElement | null = item.parentElement) {
  if (!list || list.scrollWidth <= list.clientWidth) return;
  const listBox = list.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left < listBox.left) list.scrollLeft -= listBox.left - box.left + REVEAL_MARGIN_PX;
  else if (box.right > listBox.right) list.scrollLeft += box.right - listBox.right + REVEAL_MARGIN_PX;
}
